import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlayer } from "../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../test/harness";

describe("endpoint guard order", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const badOpen = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "PUT",
      url: "/api/admin/cash_register/open_cash_register/abc",
      payload: { cash_register_record_open_cash_user_amount: "mucho" },
      headers,
    });

  it("answers 401 to a caller without a session before looking at a bad body", async () => {
    const res = await badOpen();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHORIZED");
  });

  it("answers 403 to a player before looking at a bad body", async () => {
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    expect((await badOpen(bearer(player.token))).statusCode).toBe(403);
  });

  it("answers malformed JSON with a 400 envelope, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/local",
      payload: "{no es json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field: "body" }] });
  });
});

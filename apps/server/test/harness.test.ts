import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness";

describe("server harness", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers health and the one error envelope for unknown API routes", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toEqual({ ok: true });
    const missing = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: "La ruta solicitada no existe.",
    });
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

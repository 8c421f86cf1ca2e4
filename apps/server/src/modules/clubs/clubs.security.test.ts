import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectPlayersRefused,
  expectUnauthenticatedRefused,
  type GuardedCall,
} from "../../../test/access-checks";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

const CALLS: GuardedCall[] = [
  { method: "GET", url: "/api/admin/club/get_club" },
  { method: "PUT", url: "/api/admin/club/update_club", payload: { data: { name: "Tomado" } } },
];

describe("club set-up: authentication, role and tenant", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 401 without a valid token and 403 to players", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    await expectUnauthenticatedRefused(t, CALLS);
    await expectPlayersRefused(t, CALLS, admin.clubId);
    const club = await t.app.inject({ ...CALLS[0], headers: bearer(admin.token) });
    expect(club.json().data.name).not.toBe("Tomado");
  });

  it("lists the clubs to anyone, without a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/clubs" });
    expect(res.statusCode).toBe(200);
  });

  it("changes only the administrator's own club, whatever the body says", async () => {
    const mine = await createAdmin(t.ctx.db, t.ctx.tokens);
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/club/update_club",
      headers: bearer(mine.token),
      payload: { data: { name: "Mío", id: other.clubId, club_id: other.clubId } },
    });
    expect(res.json().data).toMatchObject({ id: mine.clubId, name: "Mío" });
    const theirs = await t.app.inject({ ...CALLS[0], headers: bearer(other.token) });
    expect(theirs.json().data.name).not.toBe("Mío");
  });
});

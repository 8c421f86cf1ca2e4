import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectPlayersRefused,
  expectUnauthenticatedRefused,
  type GuardedCall,
} from "../../../test/access-checks";
import { createCourt } from "../../../test/booking-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

describe("courts: authentication, role and tenant", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createAdmin>>;
  let courtId: number;
  let calls: GuardedCall[];
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAdmin(t.ctx.db, t.ctx.tokens);
    courtId = (await createCourt(t.ctx.db, owner.clubId, { name: "Cancha Propia" })).id;
    calls = [
      { method: "GET", url: "/api/admin/court/get_courts" },
      { method: "POST", url: "/api/admin/court/create_court", payload: { data: { court_name: "Intrusa" } } },
      {
        method: "PUT",
        url: `/api/admin/court/update_court/${courtId}`,
        payload: { data: { active: false } },
      },
    ];
  });
  afterAll(() => t.close());

  const ownCourts = async () =>
    (
      await t.app.inject({ method: "GET", url: "/api/admin/court/get_courts", headers: bearer(owner.token) })
    ).json().data;

  it("answers 401 without a valid token and 403 to players, changing nothing", async () => {
    await expectUnauthenticatedRefused(t, calls);
    await expectPlayersRefused(t, calls, owner.clubId);
    expect(await ownCourts()).toMatchObject([{ court_name: "Cancha Propia", active: true }]);
  });

  it("hides another club's courts: not listed, and 404 like a missing one when edited", async () => {
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    const listed = await t.app.inject({ ...calls[0], headers: bearer(outsider.token) });
    expect(listed.json().data).toEqual([]);
    for (const id of [courtId, 2_000_000_000]) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/admin/court/update_court/${id}`,
        headers: bearer(outsider.token),
        payload: { data: { active: false, schedules: [], prices: [] } },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Cancha no encontrada" });
    }
    expect(await ownCourts()).toMatchObject([{ active: true }]);
  });
});

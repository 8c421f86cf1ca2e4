import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createAdmin, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`a player joins a club by booking there (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const book = (token: string, clubId: number, courtId: number, start: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: {
        club_id: clubId,
        court_id: courtId,
        date: "2026-11-24",
        start_time: start,
        duration_int: 60,
      },
    });
  const search = (token: string, q: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/admin/user/search_players?q=${encodeURIComponent(q)}`,
      headers: bearer(token),
    });

  it("the front desk finds them after their first booking, once, and no other club does", async () => {
    const staff = await createAdmin(t.ctx.db, t.ctx.tokens);
    const otherStaff = await createAdmin(t.ctx.db, t.ctx.tokens);
    const court = await createBookableCourt(t.ctx.db, staff.clubId);
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((p) => p.id);

    expect(ids(await search(staff.token, player.user.lastname))).toEqual([]);
    expect((await book(player.token, staff.clubId, court.id, "10:00")).statusCode).toBe(200);
    expect((await book(player.token, staff.clubId, court.id, "12:00")).statusCode).toBe(200);
    expect(ids(await search(staff.token, player.user.lastname))).toEqual([player.user.id]);
    expect(ids(await search(otherStaff.token, player.user.lastname))).toEqual([]);
  });

  it("an administrator booking at their own club stays its administrator", async () => {
    const staff = await createAdmin(t.ctx.db, t.ctx.tokens);
    const court = await createBookableCourt(t.ctx.db, staff.clubId);
    expect((await book(staff.token, staff.clubId, court.id, "14:00")).statusCode).toBe(200);
    const state = await t.app.inject({
      method: "GET",
      url: "/api/admin/global_state",
      headers: bearer(staff.token),
    });
    expect(state.statusCode).toBe(200);
    expect(state.json().user_role_type).toBe("club_administrator");
  });
});

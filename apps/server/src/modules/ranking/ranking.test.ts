import { MATCHES_BEFORE_CATEGORY_MOVES } from "@club/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { addMember, createAdmin, createClub } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { BEFORE_MATCH, playedMatches } from "../../../test/played-matches";
import { stored } from "../../../test/stored";

const clock = testClock(BEFORE_MATCH);

describe(`ranking (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const { call, player, playedMatch, report, confirmedMatch } = playedMatches(() => t, clock);
  const rankingOf = (clubId: number, extra = "") =>
    t.app.inject({ method: "GET", url: `/api/rank/get_ranking?club_id=${clubId}${extra}` });

  it("lists the club's players by points after a confirmed result, with their record and trend, signed out", async () => {
    const m = await confirmedMatch();
    const page = await rankingOf(m.club.id);
    expect(page.statusCode, page.body).toBe(200);
    const { players, pagination } = page.json() as {
      players: { username: string; position: number; points: number; last_change: number }[];
      pagination: { total: number };
    };
    expect(pagination.total).toBe(4);
    const winners = players.slice(0, 2);
    expect(winners.map((p) => p.username).sort()).toEqual([m.booker.username, m.partner.username].sort());
    expect(players.map((p) => p.position)).toEqual([1, 1, 3, 3]);
    expect(players[0]).toMatchObject({ category: "M4ta", played: 1, won: 1, photo_url: null });
    expect(players[3]).toMatchObject({ played: 1, won: 0 });
    expect(winners[0]?.last_change).toBeGreaterThan(0);
    expect(players[3]?.last_change).toBeLessThan(0);
    for (const p of players) expect(p.points - p.last_change).toBe(1000);
    expect(JSON.stringify(players)).not.toMatch(/@|email|rut|phone/);
    // Public: each player is their first name and initial, as on a match page, never the whole last name.
    expect(players[0]).toMatchObject({ name: "Nombre A." });
    expect(JSON.stringify(players)).not.toContain("Apellido");
  });

  it("filters by category, leaves out who hides and pages", async () => {
    const m = await confirmedMatch();
    await stored(t.ctx.db)`update users set category = '3ra' where id = ${m.rival1.id}`;
    await stored(t.ctx.db)`update users set hide_from_ranking = true where id = ${m.rival2.id}`;
    const third = (await rankingOf(m.club.id, "&category=M3ra")).json();
    expect(third.players.map((p: { username: string }) => p.username)).toEqual([m.rival1.username]);
    expect(third.players[0]).toMatchObject({ position: 1, category: "M3ra" });
    const paged = (await rankingOf(m.club.id, "&limit=1&page=2")).json();
    expect(paged.pagination).toMatchObject({ total: 3, page: 2, totalPages: 3 });
    expect(paged.players[0].position).toBe(1);
    const past = (await rankingOf(m.club.id, "&limit=10&page=5")).json();
    expect(past).toMatchObject({ players: [], pagination: { total: 3, page: 5 } });
    expect((await rankingOf(m.club.id, "&category=W2")).json()).toMatchObject({
      error: { details: [{ field: "category" }] },
    });
    expect((await rankingOf(999_999)).statusCode).toBe(404);
  });

  it("moves a settled player between categories by the club's thresholds, but not one the club placed by hand", async () => {
    const club = await createClub(t.ctx.db);
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const upsideDown = await call("PUT", "/api/admin/rank/set_category_thresholds", admin.token, {
      thresholds: [
        { category: "M4ta", min_points: 1100 },
        { category: "M5ta", min_points: 1100 },
      ],
    });
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json()).toMatchObject({
      error: { details: [{ field: "thresholds", message: "M4ta debe pedir más puntos que M5ta." }] },
    });
    const set = await call("PUT", "/api/admin/rank/set_category_thresholds", admin.token, {
      thresholds: [
        { category: "M3ra", min_points: 1010 },
        { category: "M4ta", min_points: 900 },
      ],
    });
    expect(set.json()).toMatchObject({ matches_before_moves: MATCHES_BEFORE_CATEGORY_MOVES });
    const players = await Promise.all([player(), player(), player(), player()]);
    const [booker, partner] = players;
    if (!booker || !partner) throw new Error("no players");
    // Four confirmed matches already behind each of them: the next one is their fifth.
    for (const p of players) {
      await stored(
        t.ctx.db,
      )`insert into player_ratings (club_id, user_id, mu, sigma, points, played, won, updated_at)
        values (${club.id}, ${p.id}, 25, 4, 1000 + 40 * 13, ${MATCHES_BEFORE_CATEGORY_MOVES - 1}, 2, now())`;
    }
    const m = await playedMatch({ clubId: club.id, players });
    const placed = await call("PUT", `/api/admin/rank/set_player_category/${partner.id}`, admin.token, {
      category: "M4ta",
      by_hand: true,
    });
    expect(placed.json()).toEqual({ user_id: partner.id, category: "M4ta", by_hand: true });
    expect((await report(m)).statusCode).toBe(200);
    await call("PUT", `/api/match/confirm_result/${m.slug}`, m.rival1.token, { agree: true });
    const categories = await stored<{ id: number; category: string }>(t.ctx.db)`
      select id, category from users where id in (${booker.id}, ${partner.id})`;
    expect(Object.fromEntries(categories.map((row) => [row.id, row.category]))).toEqual({
      [booker.id]: "3ra",
      [partner.id]: "4ta",
    });
  });

  it("leaves a category one club fixed to that club: another club of the player's gets 409, and the player is told which", async () => {
    const andes = await createAdmin(t.ctx.db, t.ctx.tokens);
    const demo = await createAdmin(t.ctx.db, t.ctx.tokens);
    const both = await player();
    await addMember(t.ctx.db, andes.clubId, both.id);
    await addMember(t.ctx.db, demo.clubId, both.id);
    const place = (admin: { token: string }, body: object) =>
      call("PUT", `/api/admin/rank/set_player_category/${both.id}`, admin.token, body);
    expect((await place(andes, { category: "M2da", by_hand: true })).statusCode).toBe(200);
    for (const body of [
      { category: "M1ra", by_hand: true },
      { category: null, by_hand: false },
    ]) {
      const taken = await place(demo, body);
      expect([taken.statusCode, taken.json().error?.message]).toEqual([
        409,
        "Otro club fijó la categoría de este jugador: solo ese club puede cambiarla",
      ]);
    }
    const own = await call("PUT", `/api/user/update_profile/${both.username}`, both.token, {
      category: "M4ta",
    });
    const [andesClub] = await stored<{ name: string }>(
      t.ctx.db,
    )`select name from clubs where id = ${andes.clubId}`;
    expect(own.json().error.message).toBe(
      `${andesClub?.name} fijó tu categoría: pídele al club que la cambie`,
    );
    // Their profile says so: to the other club's administrator it is another club's to change.
    const lockAs = async (token: string) => {
      const seen = (await call("GET", `/api/user/find_user/${both.username}`, token)).json();
      return [seen.category_locked, seen.category_fixed_by];
    };
    expect(await lockAs(demo.token)).toEqual(["other_club", andesClub?.name]);
    expect(await lockAs(andes.token)).toEqual(["club", andesClub?.name]);
    expect(await lockAs(both.token)).toEqual(["club", andesClub?.name]);
    // Given back to the thresholds by the club that fixed it, any of the player's clubs may fix it.
    expect((await place(andes, { category: "M2da", by_hand: false })).statusCode).toBe(200);
    expect((await place(demo, { category: "M3ra", by_hand: true })).json()).toMatchObject({
      category: "M3ra",
    });
    const [row] = await stored<{ category: string; fixed_by: number }>(t.ctx.db)`
      select category, category_fixed_by as fixed_by from users where id = ${both.id}`;
    expect(row).toEqual({ category: "3ra", fixed_by: demo.clubId });
  });

  it("keeps thresholds and categories to the club's administrators and its own players", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const stranger = await player();
    const body = { category: "M2da", by_hand: true };
    const other = await call("PUT", `/api/admin/rank/set_player_category/${stranger.id}`, admin.token, body);
    expect(other.statusCode).toBe(404);
    const asPlayer = await call("GET", "/api/admin/rank/get_category_thresholds", stranger.token);
    expect(asPlayer.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: "GET", url: "/api/admin/rank/get_category_thresholds" });
    expect(signedOut.statusCode).toBe(401);
    const negative = await call("PUT", "/api/admin/rank/set_category_thresholds", admin.token, {
      thresholds: [{ category: "M3ra", min_points: -5 }],
    });
    expect(negative.json()).toMatchObject({ error: { details: [{ field: "thresholds.0.min_points" }] } });
    const noChoice = await call("PUT", `/api/admin/rank/set_player_category/${stranger.id}`, admin.token, {
      category: "M2da",
    });
    expect(noChoice.json()).toMatchObject({ error: { details: [{ field: "by_hand" }] } });
    const none = await call("GET", "/api/admin/rank/get_category_thresholds", admin.token);
    expect(none.json()).toEqual({ thresholds: [], matches_before_moves: MATCHES_BEFORE_CATEGORY_MOVES });
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/admin/rank/set_category_thresholds",
          headers: bearer(admin.token),
          payload: { thresholds: [{ category: "FD", min_points: 10 }] },
        })
      ).json(),
    ).toMatchObject({
      error: { details: [{ message: "FD es la categoría de entrada: no lleva puntaje mínimo." }] },
    });
  });
});

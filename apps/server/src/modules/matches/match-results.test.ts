import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createClub, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";

const BEFORE = "2026-11-23T12:00:00Z";
// 19:00 on 2026-11-25 in Santiago is 22:00 UTC: this is after the match.
const AFTER = "2026-11-26T01:00:00Z";
const clock = testClock(BEFORE);
const SIX_LOVE = [
  [6, 0],
  [6, 0],
] as const;

type Rating = { username: string; mu: number; sigma: number; played: number; won: number };

describe(`match results (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function player() {
    const user = await createUser(t.ctx.db, { category: "4ta" });
    return { username: user.username, token: await t.ctx.tokens.sign(user.id) };
  }

  /** A match of four players in the app (or `joiners` of them besides the booker), played by AFTER. */
  async function playedMatch(joiners = 3) {
    clock.set(BEFORE);
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id);
    const [booker, ...others] = await Promise.all([player(), player(), player(), player()]);
    if (!booker) throw new Error("no booker");
    const booked = await call("POST", "/api/booking/create_booking", booker.token, {
      club_id: club.id,
      court_id: court.id,
      date: "2026-11-25",
      start_time: "19:00",
      duration_int: 90,
    });
    const opened = await call("POST", "/api/match/create_match", booker.token, {
      booking_slug: booked.json().slug,
      open_places: joiners,
      visibility: "link",
    });
    const slug = (opened.json() as { slug: string }).slug;
    for (const other of others.slice(0, joiners)) {
      expect((await call("POST", `/api/match/join_match/${slug}`, other.token, {})).statusCode).toBe(200);
    }
    clock.set(AFTER);
    const [partner, rival1, rival2] = others as [typeof booker, typeof booker, typeof booker];
    return { club, slug, booker, partner, rival1, rival2 };
  }

  const ratingsOf = (clubId: number) =>
    stored<Rating>(t.ctx.db)`
      select u.username, r.mu, r.sigma, r.played, r.won from player_ratings r join users u on u.id = r.user_id
      where r.club_id = ${clubId} order by u.username`;

  it("takes a result by sets from a player, and moves the four ratings once when the other pair confirms", async () => {
    const m = await playedMatch();
    const report = await call("POST", `/api/match/report_result/${m.slug}`, m.booker.token, {
      sets: [
        [6, 4],
        [3, 6],
        [10, 8],
      ],
      pair_1: [m.booker.username, m.partner.username],
      pair_2: [m.rival1.username, m.rival2.username],
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      result: { winner_pair: 1, status: "reported", pair_1: [m.booker.username, m.partner.username] },
    });
    const teammate = await call("PUT", `/api/match/confirm_result/${m.slug}`, m.partner.token, {
      agree: true,
    });
    expect(teammate.json()).toMatchObject({ error: { message: "Lo confirma un jugador de la otra pareja" } });
    expect(await ratingsOf(m.club.id)).toEqual([]);

    const confirmed = await call("PUT", `/api/match/confirm_result/${m.slug}`, m.rival1.token, {
      agree: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ result: { status: "confirmed" } });
    const ratings = await ratingsOf(m.club.id);
    const of = (username: string) => ratings.find((r) => r.username === username);
    for (const winner of [m.booker, m.partner]) {
      expect(of(winner.username)).toMatchObject({ played: 1, won: 1 });
      expect(of(winner.username)?.mu).toBeGreaterThan(25);
    }
    for (const loser of [m.rival1, m.rival2]) {
      expect(of(loser.username)).toMatchObject({ played: 1, won: 0 });
      expect(of(loser.username)?.mu).toBeLessThan(25);
    }
    const again = await call("PUT", `/api/match/confirm_result/${m.slug}`, m.rival2.token, { agree: true });
    expect(again.json()).toMatchObject({ error: { message: "Este resultado ya fue respondido" } });
    expect(await ratingsOf(m.club.id)).toEqual(ratings);
  });

  it("leaves the ratings alone when the other pair disputes the result", async () => {
    const m = await playedMatch();
    const body = {
      sets: [
        [6, 2],
        [6, 2],
      ],
      pair_1: [m.booker.username, m.partner.username],
      pair_2: [m.rival1.username, m.rival2.username],
    };
    expect((await call("POST", `/api/match/report_result/${m.slug}`, m.booker.token, body)).statusCode).toBe(
      200,
    );
    const disputed = await call("PUT", `/api/match/confirm_result/${m.slug}`, m.rival2.token, {
      agree: false,
    });
    expect(disputed.json()).toMatchObject({ result: { status: "disputed" } });
    expect(await ratingsOf(m.club.id)).toEqual([]);
  });

  it("refuses a score that is not padel, pairs that are not the four players, a second report and an early one", async () => {
    const m = await playedMatch();
    const pairsOf = (x: typeof m) => ({
      pair_1: [x.booker.username, x.partner.username],
      pair_2: [x.rival1.username, x.rival2.username],
    });
    const report = (x: typeof m, body: object, token = x.booker.token) =>
      call("POST", `/api/match/report_result/${x.slug}`, token, { ...pairsOf(x), sets: SIX_LOVE, ...body });
    const notPadel = await report(m, { sets: [[6, 5], SIX_LOVE[1]] });
    expect(notPadel.statusCode).toBe(400);
    expect(notPadel.json()).toMatchObject({
      error: { details: [{ field: "sets", message: expect.stringContaining("El set 1") }] },
    });
    const stranger = await player();
    const wrongPairs = await report(m, { pair_2: [m.rival1.username, stranger.username] });
    expect(wrongPairs.json()).toMatchObject({ error: { details: [{ field: "pair_1" }] } });
    expect((await report(m, { pair_2: [m.rival1.username, m.rival1.username] })).statusCode).toBe(400);
    expect((await report(m, {}, stranger.token)).statusCode).toBe(409);
    expect((await report(m, {})).statusCode).toBe(200);
    expect((await report(m, {})).json()).toMatchObject({
      error: { message: "El resultado de este partido ya fue anotado" },
    });
    const early = await playedMatch();
    clock.set(BEFORE);
    expect((await report(early, {})).json()).toMatchObject({
      error: { message: "El partido todavía no se juega" },
    });
    const short = await playedMatch(2);
    const incomplete = await report(short, { pair_2: [short.rival1.username, "nadie"] });
    expect(incomplete.statusCode).toBe(409);
  });
});

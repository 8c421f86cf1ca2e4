import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createAdmin } from "../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { BEFORE_MATCH, playedMatches, SIX_LOVE } from "../../../test/played-matches";
import { stored } from "../../../test/stored";

const clock = testClock(BEFORE_MATCH);

type Rating = { username: string; mu: number; sigma: number; played: number; won: number };

describe(`match results (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const { call, player, playedMatch, report: reportSixLove } = playedMatches(() => t, clock);

  const ratingsOf = (clubId: number) =>
    stored<Rating>(t.ctx.db)`
      select u.username, r.mu, r.sigma, r.played, r.won from player_ratings r join users u on u.id = r.user_id
      where r.club_id = ${clubId} order by u.username`;

  /** What each of the match's players was told, in the match's order: booker, partner, rivals. */
  const toldOf = async (m: Awaited<ReturnType<typeof playedMatch>>) => {
    const told = [];
    for (const who of [m.booker, m.partner, m.rival1, m.rival2]) {
      const inbox = await call("GET", "/api/user/get_notifications", who.token);
      told.push(
        (inbox.json().data as { notification_type: string; notification_message: string }[]).map(
          (notice) => `${notice.notification_type}: ${notice.notification_message}`,
        ),
      );
    }
    return told;
  };
  /** What each of the four heard of a confirmed result: won or lost, and the score from their side. */
  const confirmedOf = async (m: Awaited<ReturnType<typeof playedMatch>>) =>
    (await toldOf(m)).map((inbox) =>
      inbox.flatMap((line) => /^match_result_confirmed: (\S+ [\d–, ]+\d) en /.exec(line)?.[1] ?? []),
    );

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
    // The other pair is asked to confirm it, in their inbox; the reporting pair is not.
    const asked = expect.stringMatching(/^match_result_reported: .+ anotó 6–4, 3–6, 10–8 en Cancha/);
    expect(await toldOf(m)).toEqual([[], [], [asked], [asked]]);
    const teammate = await call("PUT", `/api/match/confirm_result/${m.slug}`, m.partner.token, {
      agree: true,
    });
    expect(teammate.json()).toMatchObject({ error: { message: "Lo confirma un jugador de la otra pareja" } });
    const stranger = await player();
    const outsider = await call("PUT", `/api/match/confirm_result/${m.slug}`, stranger.token, {
      agree: false,
    });
    expect(outsider.json()).toMatchObject({
      error: { message: "Solo los jugadores de este partido responden su resultado" },
    });
    expect(await ratingsOf(m.club.id)).toEqual([]);

    const confirmed = await call("PUT", `/api/match/confirm_result/${m.slug}`, m.rival1.token, {
      agree: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ result: { status: "confirmed" } });
    // It counts for the ranking: told to all but the one who confirmed it, each pair from its own side.
    expect(await confirmedOf(m)).toEqual([
      ["Ganaron 6–4, 3–6, 10–8"],
      ["Ganaron 6–4, 3–6, 10–8"],
      [],
      ["Perdieron 4–6, 6–3, 8–10"],
    ]);
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
    clock.set(BEFORE_MATCH);
    expect((await report(early, {})).json()).toMatchObject({
      error: { message: "El partido todavía no se juega" },
    });
    const short = await playedMatch({ joiners: 2 });
    const incomplete = await report(short, { pair_2: [short.rival1.username, "nadie"] });
    expect(incomplete.statusCode).toBe(409);
  });

  it("lets the club's administrator settle a dispute: annulled it is reported again, confirmed with corrected sets it moves the ranking once", async () => {
    const m = await playedMatch();
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, m.club.id);
    const settle = (body: object, token = admin.token) =>
      call("PUT", `/api/admin/match/settle_result/${m.slug}`, token, body);
    expect((await settle({ decision: "confirm" })).json()).toMatchObject({
      error: { message: "Este partido no tiene un resultado en disputa" },
    });
    const dispute = async () => {
      expect((await reportSixLove(m)).statusCode).toBe(200);
      await call("PUT", `/api/match/confirm_result/${m.slug}`, m.rival1.token, { agree: false });
    };
    await dispute();
    const told = await stored<{ title: string; link: string }>(t.ctx.db)`
      select notification_title as title, notification_link as link from notifications
      where user_id = ${admin.user.id}`;
    expect(told).toEqual([{ title: "Resultado en disputa", link: `/match/${m.slug}` }]);
    const listed = await call("GET", "/api/admin/match/get_disputed_results", admin.token);
    expect(listed.json().matches.map((x: { slug: string }) => x.slug)).toEqual([m.slug]);
    const annulled = await settle({ decision: "annul" });
    expect(annulled.statusCode, annulled.body).toBe(200);
    expect(annulled.json()).toMatchObject({ result: null });
    await dispute();
    const otherAdmin = await createAdmin(t.ctx.db, t.ctx.tokens);
    expect((await settle({ decision: "confirm" }, otherAdmin.token)).statusCode).toBe(404);
    expect((await settle({ decision: "confirm" }, m.booker.token)).statusCode).toBe(403);
    expect((await settle({ decision: "maybe" })).json()).toMatchObject({
      error: { details: [{ field: "decision" }] },
    });
    const unsigned = await t.app.inject({
      method: "PUT",
      url: `/api/admin/match/settle_result/${m.slug}`,
      payload: { decision: "annul" },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await call("GET", "/api/admin/match/get_disputed_results", m.booker.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/match/get_disputed_results", otherAdmin.token)).json()).toEqual({
      matches: [],
    });
    const notPadel = await settle({
      decision: "confirm",
      sets: [
        [7, 5],
        [5, 7],
      ],
    });
    expect(notPadel.json()).toMatchObject({ error: { details: [{ field: "sets" }] } });
    const corrected = await settle({
      decision: "confirm",
      sets: [
        [4, 6],
        [6, 7],
      ],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ result: { status: "confirmed", winner_pair: 2 } });
    const [kept] = await stored<{ answered_by: number; settled_by: number; settled: boolean }>(t.ctx.db)`
      select answered_by, settled_by, settled_at is not null as settled from match_results
      where match_id = (select id from matches where slug_token || id = ${m.slug})`;
    expect(kept).toEqual({ answered_by: m.rival1.id, settled_by: admin.user.id, settled: true });
    // The database holds who settled and when together.
    await expect(
      stored(t.ctx.db)`update match_results set settled_at = null where settled_by = ${admin.user.id}`,
    ).rejects.toThrow();
    expect(await confirmedOf(m)).toEqual([
      ["Perdieron 4–6, 6–7"],
      ["Perdieron 4–6, 6–7"],
      ["Ganaron 6–4, 7–6"],
      ["Ganaron 6–4, 7–6"],
    ]);
    const ratings = await ratingsOf(m.club.id);
    expect(ratings.find((r) => r.username === m.rival1.username)).toMatchObject({ played: 1, won: 1 });
    expect(ratings.find((r) => r.username === m.booker.username)).toMatchObject({ played: 1, won: 0 });
    expect((await settle({ decision: "confirm" })).statusCode).toBe(409);
    expect(await ratingsOf(m.club.id)).toEqual(ratings);
  });
});

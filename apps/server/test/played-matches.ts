import { expect } from "vitest";
import { createBookableCourt, type testClock } from "./booking-factories";
import { createClub, createUser } from "./factories";
import { bearer, type TestApp } from "./harness";

/** Before the matches these helpers book (19:00 on 2026-11-25 in Santiago), and after them. */
export const BEFORE_MATCH = "2026-11-23T12:00:00Z";
export const AFTER_MATCH = "2026-11-26T01:00:00Z";
export const SIX_LOVE = [
  [6, 0],
  [6, 0],
] as const;

export type MatchPlayer = { id: number; username: string; token: string };

/**
 * Matches played through the API: players, a booking opened as a match, joined, and the clock moved past
 * it, on the app `app()` gives (made in a test's beforeAll).
 */
export function playedMatches(app: () => TestApp, clock: ReturnType<typeof testClock>) {
  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    app().app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function player(category = "4ta"): Promise<MatchPlayer> {
    const { ctx } = app();
    const user = await createUser(ctx.db, { category });
    return { id: user.id, username: user.username, token: await ctx.tokens.sign(user.id) };
  }

  /**
   * A match of four players in the app (or `joiners` of them besides the booker; `players` to choose them),
   * at `clubId` (a new club when not given), played by AFTER_MATCH.
   */
  async function playedMatch(options: { joiners?: number; clubId?: number; players?: MatchPlayer[] } = {}) {
    const joiners = options.joiners ?? 3;
    clock.set(BEFORE_MATCH);
    const club = options.clubId === undefined ? await createClub(app().ctx.db) : { id: options.clubId };
    const court = await createBookableCourt(app().ctx.db, club.id);
    const [booker, ...others] =
      options.players ?? (await Promise.all([player(), player(), player(), player()]));
    if (!booker) throw new Error("no booker");
    const booked = await call("POST", "/api/booking/create_booking", booker.token, {
      club_id: club.id,
      court_id: court.id,
      date: "2026-11-25",
      start_time: "19:00",
      duration_int: 90,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const opened = await call("POST", "/api/match/create_match", booker.token, {
      booking_slug: booked.json().slug,
      open_places: joiners,
      visibility: "link",
    });
    const slug = (opened.json() as { slug: string }).slug;
    for (const other of others.slice(0, joiners)) {
      expect((await call("POST", `/api/match/join_match/${slug}`, other.token, {})).statusCode).toBe(200);
    }
    clock.set(AFTER_MATCH);
    const [partner, rival1, rival2] = others as [MatchPlayer, MatchPlayer, MatchPlayer];
    return { club, slug, booker, partner, rival1, rival2 };
  }

  type Played = Awaited<ReturnType<typeof playedMatch>>;

  /** The booker's pair reports `sets` (six–love twice when not given); returns the answer. */
  const report = (m: Played, sets: readonly (readonly number[])[] = SIX_LOVE) =>
    call("POST", `/api/match/report_result/${m.slug}`, m.booker.token, {
      sets,
      pair_1: [m.booker.username, m.partner.username],
      pair_2: [m.rival1.username, m.rival2.username],
    });

  /** A match the booker's pair won six–love twice, reported and confirmed by a rival. */
  async function confirmedMatch(options: Parameters<typeof playedMatch>[0] = {}) {
    const m = await playedMatch(options);
    expect((await report(m)).statusCode).toBe(200);
    const confirmed = await call("PUT", `/api/match/confirm_result/${m.slug}`, m.rival1.token, {
      agree: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return m;
  }

  return { call, player, playedMatch, report, confirmedMatch };
}

import { expect } from "vitest";
import { createBookableCourt, type testClock } from "./booking-factories";
import { createClub, createUser } from "./factories";
import { bearer, type TestApp } from "./harness";
import { stored } from "./stored";

/**
 * The tests' clock stands days after the database's: a job owed at one of the test's instants waits in the
 * table until a test moves the clock past it and makes it due (`runJobs`), as a later real instant would.
 */
export const BEFORE = "2027-03-01T12:00:00Z";
/** The matches and bookings of these scenes: 19:00 to 20:30 in Santiago (22:00Z) on this day. */
export const DAY = "2027-03-03";
export const START = new Date("2027-03-03T22:00:00Z");

export type Player = { id: number; email: string; username: string; token: string };

/** Players, clubs and full matches made through the API of the app `app()` gives. */
export function waitlistScenes(app: () => TestApp, clock: ReturnType<typeof testClock>) {
  const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
    app().app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  async function player(category: string | null = "4ta"): Promise<Player> {
    const { ctx } = app();
    const user = await createUser(ctx.db, { category });
    return { id: user.id, email: user.email, username: user.username, token: await ctx.tokens.sign(user.id) };
  }

  /** A club with a bookable court, and a booking of a new player at 19:00 on DAY. */
  async function bookedCourt(clubValues: Parameters<typeof createClub>[1] = {}) {
    clock.set(BEFORE);
    const club = await createClub(app().ctx.db, { cancellationHours: 2, ...clubValues });
    const court = await createBookableCourt(app().ctx.db, club.id, { name: "Cancha 2" });
    const booker = await player();
    const res = await call("POST", "/api/booking/create_booking", booker.token, {
      club_id: club.id,
      court_id: court.id,
      date: DAY,
      start_time: "19:00",
      duration_int: 90,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { club, court, booker, bookingSlug: (res.json() as { slug: string }).slug };
  }

  /** A match for M3ra to M5ta with `openPlaces`, `joined` of them taken. */
  async function match(options: { openPlaces?: number; joined?: number; club?: object } = {}) {
    const { openPlaces = 1, joined = openPlaces } = options;
    const scene = await bookedCourt(options.club);
    const opened = await call("POST", "/api/match/create_match", scene.booker.token, {
      booking_slug: scene.bookingSlug,
      open_places: openPlaces,
      visibility: "public",
      strongest_category: "M3ra",
      weakest_category: "M5ta",
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const slug = (opened.json() as { slug: string }).slug;
    const players: Player[] = [];
    for (let i = 0; i < joined; i++) {
      const joiner = await player();
      const res = await call("POST", `/api/match/join_match/${slug}`, joiner.token, {});
      expect(res.statusCode, res.body).toBe(200);
      players.push(joiner);
    }
    return { ...scene, slug, players };
  }

  /** Moves the clock to `at` and runs the jobs of `kind` owed by then, as the runner would. */
  async function runJobs(kind: string, at: string) {
    clock.set(at);
    const db = app().ctx.db;
    const due = await stored(db)`
      update jobs set run_at = now() where kind = ${kind} and run_at <= ${at}::timestamptz returning id`;
    expect(due.length, `no ${kind} job due by ${at}`).toBeGreaterThan(0);
    await stored(db)`select pg_notify('jobs_due', '')`;
    const left = async () =>
      (
        await stored<{ n: number }>(
          db,
        )`select count(*)::int as n from jobs where kind = ${kind} and run_at <= now()`
      )[0]?.n;
    await expect.poll(left, { timeout: 10_000 }).toBe(0);
  }

  const noticesOf = (userId: number) =>
    stored<{ type: string; title: string; message: string; link: string }>(app().ctx.db)`
      select notification_type as type, notification_title as title, notification_message as message,
        notification_link as link
      from notifications where user_id = ${userId} order by id`;

  return { call, player, bookedCourt, match, runJobs, noticesOf };
}

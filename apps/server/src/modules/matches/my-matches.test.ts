import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { AFTER_MATCH, BEFORE_MATCH, playedMatches } from "../../../test/played-matches";

const clock = testClock(BEFORE_MATCH);

type Listed = { slug: string; result: { status: string } | null };

describe(`a player's own matches (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const { call, player, playedMatch, report } = playedMatches(() => t, clock);
  const mine = async (token: string, query = "") => {
    const answer = await call("GET", `/api/match/get_my_matches${query}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { matches: Listed[]; pagination: { total: number } };
  };
  const slugs = async (token: string, query = "") => (await mine(token, query)).matches.map((m) => m.slug);

  it("lists the matches a player booked or joined: coming ones, then played ones with their result", async () => {
    const m = await playedMatch();
    const other = await playedMatch({ players: [m.rival1, m.booker, m.partner, m.rival2] });
    for (const who of [m.booker, m.partner, m.rival1, m.rival2]) {
      // Both at the same time: the later opened first, as played ones go from the latest.
      expect(await slugs(who.token, "?scope=past")).toEqual([other.slug, m.slug]);
      expect(await slugs(who.token)).toEqual([]);
    }
    clock.set(BEFORE_MATCH);
    expect(await slugs(m.partner.token)).toEqual([m.slug, other.slug]);
    expect(await slugs(m.partner.token, "?scope=past")).toEqual([]);
    clock.set(AFTER_MATCH);
    expect((await report(m)).statusCode).toBe(200);
    const past = await mine(m.rival2.token, "?scope=past&limit=1&page=1");
    expect(past.pagination.total).toBe(2);
    expect(past.matches).toHaveLength(1);
    const all = (await mine(m.rival2.token, "?scope=past")).matches;
    expect(all.find((x) => x.slug === m.slug)?.result).toMatchObject({ status: "reported" });
    expect(all.find((x) => x.slug === other.slug)?.result).toBeNull();
  });

  it("leaves out a match the player left, one whose booking was cancelled, and everyone else's", async () => {
    const stranger = await player();
    const left = await playedMatch({ joiners: 2 });
    clock.set(BEFORE_MATCH);
    const leave = await call("PUT", `/api/match/leave_match/${left.slug}`, left.partner.token, {});
    expect(leave.statusCode, leave.body).toBe(200);
    const cancelled = await playedMatch({ joiners: 1 });
    clock.set(BEFORE_MATCH);
    const booked = await call("GET", "/api/booking/get_my_bookings", cancelled.booker.token);
    const bookingSlug = (booked.json() as { bookings: { slug: string }[] }).bookings[0]?.slug;
    const cancel = await call(
      "PUT",
      `/api/booking/cancel_booking/${bookingSlug}`,
      cancelled.booker.token,
      {},
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await slugs(left.partner.token)).toEqual([]);
    expect(await slugs(left.booker.token)).toEqual([left.slug]);
    expect(await slugs(cancelled.booker.token)).toEqual([]);
    expect(await slugs(cancelled.partner.token)).toEqual([]);
    expect(await slugs(stranger.token)).toEqual([]);
  });

  it("answers 401 without a session and 400 naming the field for a scope it does not know", async () => {
    const someone = await player();
    const unsigned = await t.app.inject({ method: "GET", url: "/api/match/get_my_matches" });
    expect(unsigned.statusCode).toBe(401);
    const bad = await call("GET", "/api/match/get_my_matches?scope=ayer", someone.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { details: [{ field: "scope" }] } });
  });
});

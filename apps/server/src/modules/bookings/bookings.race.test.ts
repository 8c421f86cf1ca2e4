import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { liveBookingsOnCourt } from "../../../test/booking-rows";
import { createClub, createUser } from "../../../test/factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { stored } from "../../../test/stored";
import { SLOT_TAKEN_MESSAGE } from "./booking-create.service";

const N = 50;
const clock = testClock("2026-11-23T12:00:00Z");

describe(`create_booking under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  async function players(n: number) {
    return Promise.all(
      Array.from({ length: n }, async () => t.ctx.tokens.sign((await createUser(t.ctx.db)).id)),
    );
  }

  it(`makes exactly one booking of ${N} players asking for one slot at once; the rest get 409`, async () => {
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id);
    const tokens = await players(N);
    // Overlapping asks, not only identical ones: 60 and 90 minutes from 19:00 and 19:30.
    const asks = tokens.map((token, i) => ({
      token,
      body: {
        club_id: club.id,
        court_id: court.id,
        date: "2026-11-24",
        start_time: i % 3 === 0 ? "19:30" : "19:00",
        duration_int: i % 2 === 0 ? 60 : 90,
      },
    }));
    const results = await Promise.all(
      asks.map((a) => t.send("POST", "/api/booking/create_booking", a.token, a.body)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(N - 1).fill(409));
    for (const r of results.filter((r) => r.status === 409)) {
      expect((r.body as { error: { message: string } }).error.message).toBe(SLOT_TAKEN_MESSAGE);
    }
    const live = await liveBookingsOnCourt(t.ctx.db, court.id);
    expect(live).toHaveLength(1);
    const winner = results.find((r) => r.status === 200)?.body as { id: number } | undefined;
    expect(live[0]?.id).toBe(winner?.id);
  });

  it("lets an expired hold go to exactly one of many players at once", async () => {
    const club = await createClub(t.ctx.db, { onlinePaymentPercentage: 100, bookingHoldMinutes: 10 });
    const court = await createBookableCourt(t.ctx.db, club.id);
    const tokens = await players(20);
    const body = {
      club_id: club.id,
      court_id: court.id,
      date: "2026-11-24",
      start_time: "11:00",
      duration_int: 60,
    };
    const first = await t.send("POST", "/api/booking/create_booking", tokens[0] ?? "", body);
    expect(first.status).toBe(200);
    clock.set("2026-11-23T12:11:00Z");
    try {
      const results = await Promise.all(
        tokens.slice(1).map((token) => t.send("POST", "/api/booking/create_booking", token, body)),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(Array(18).fill(409));
    } finally {
      clock.set("2026-11-23T12:00:00Z");
    }
    const rows = await stored<{ cancelledAt: string | null }>(t.ctx.db)`
      select cancelled_at as "cancelledAt" from bookings where court_id = ${court.id}`;
    expect(rows.filter((r) => r.cancelledAt === null)).toHaveLength(1);
    expect(rows.filter((r) => r.cancelledAt !== null)).toHaveLength(1);
  });
});

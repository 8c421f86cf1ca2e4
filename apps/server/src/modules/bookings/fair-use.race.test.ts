import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { liveBookingsOf } from "../../../test/booking-rows";
import { createClub, createPlayer } from "../../../test/factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";

const clock = testClock("2026-11-23T12:00:00Z");
const STARTS = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00"];

describe(`fair use under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it("lets one player hold no more than the maximum when asking for 20 free slots at once", async () => {
    const club = await createClub(t.ctx.db, { maxActiveBookings: 3 });
    const courts = [
      await createBookableCourt(t.ctx.db, club.id),
      await createBookableCourt(t.ctx.db, club.id),
    ];
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const asks = courts.flatMap((court) =>
      STARTS.map((start_time) => ({
        club_id: club.id,
        court_id: court.id,
        date: "2026-11-24",
        start_time,
        duration_int: 60,
      })),
    );
    const results = await Promise.all(
      asks.map((body) => t.send("POST", "/api/booking/create_booking", player.token, body)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(asks.length - 3).fill(409));
    const live = await liveBookingsOf(t.ctx.db, player.user.id);
    expect(live).toHaveLength(3);
  });
});

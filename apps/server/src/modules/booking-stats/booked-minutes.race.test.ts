import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { lockWaiters } from "../../../test/lock-waiters";
import { staffClub, walkIn } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-23T12:00:00Z");
const DATE = "2026-11-25";

describe(`booked_minute_hours under concurrent booking changes (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  /** Per key and UTC hour: the table's seconds against those of the live bookings. */
  const compare = async (clubId: number) => {
    return {
      rollup: await stored(t.ctx.db)`select court_id, hour, blocked, seconds from booked_minute_hours
        where club_id = ${clubId} and seconds <> 0 order by 1, 2, 3`,
      bookings: await stored(t.ctx.db)`
        select b.court_id, h as hour, (b.status = 'pb' or b.booking_type = 'maintenance') as blocked,
          sum(extract(epoch from upper(r) - lower(r)))::int as seconds
        from bookings b, generate_series(date_trunc('hour', b.starts_at, 'UTC'), b.ends_at, interval '1 hour') h,
          lateral (select tstzrange(b.starts_at, b.ends_at) * tstzrange(h, h + interval '1 hour') as r) x
        where b.club_id = ${clubId} and b.cancelled_at is null and not isempty(r)
        group by 1, 2, 3 order by 1, 2, 3`,
    };
  };

  // Bookings of 60 minutes on the half hour: each shares a UTC hour with the one before and the one after
  // it, on its court, so the requests add to, and take from, the same rows. On PostgreSQL the test holds
  // the table until every request waits on it, then lets them all go at once; two moves in opposite
  // directions between the courts touch the same rows from both ends. (PGlite runs them one by one.)
  it("stays exact, with no deadlock, when bookings that share its rows are made, moved and cancelled at once", async () => {
    const { admin, court } = await staffClub(t);
    const second = await createBookableCourt(t.ctx.db, admin.clubId, { name: "Cancha 2", position: 2 });
    const book = (c: { id: number }, start: string) =>
      t.send("POST", "/api/admin/booking/create_booking", admin.token, walkIn(c, DATE, start));
    const made = async (c: { id: number }, start: string) => {
      const res = await book(c, start);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { created: { id: number }[] }).created[0]?.id;
    };
    const toCancel = [await made(court, "16:30"), await made(second, "16:30")];
    const across = await made(court, "19:30");
    const back = await made(second, "20:30");

    const requests = () =>
      Promise.all([
        ...["08:30", "09:30", "10:30", "11:30", "12:30", "13:30"].flatMap((start) => [
          book(court, start),
          book(second, start),
        ]),
        ...toCancel.map((id) =>
          t.send("PUT", `/api/admin/booking/cancel_booking/${id}`, admin.token, { reason: "Lluvia" }),
        ),
        t.send("PUT", `/api/admin/booking/update_booking/${across}`, admin.token, {
          data: { court_id: second.id, start_time: "19:00" },
        }),
        t.send("PUT", `/api/admin/booking/update_booking/${back}`, admin.token, {
          data: { court_id: court.id, start_time: "21:00" },
        }),
      ]);
    let fired: ReturnType<typeof requests> | undefined;
    if (onPostgres) {
      await t.ctx.db.transaction(async (tx) => {
        await stored(tx)`lock table booked_minute_hours in exclusive mode`;
        fired = requests();
        for (let i = 0; i < 200; i++) {
          if ((await lockWaiters(t.ctx.db)) >= 16) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("the requests never all waited on the table");
      });
    } else {
      fired = requests();
    }
    const answers = await (fired as ReturnType<typeof requests>);
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    const { rollup, bookings } = await compare(admin.clubId);
    expect(rollup).toHaveLength(16);
    expect(rollup).toEqual(bookings);
  });
});

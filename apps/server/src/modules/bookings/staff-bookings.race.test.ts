import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { openRegister, staffClub } from "../../../test/staff-booking-helpers";
import { bookingPayments, bookings } from "../../db/schema";

const N = 20;
const clock = testClock("2026-11-23T12:00:00Z");

describe(`pay_booking under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  /**
   * On a single machine the requests barely overlap: each payment is over before the next one reads. So
   * the test holds the booking's row itself until all ${N} are waiting on the database, then lets go: every
   * payment then runs at once, and only the row lock in the code makes them wait their turn. (PGlite runs
   * one transaction at a time on its one connection, so there the requests simply go one by one.)
   */
  async function whileBookingLocked<T>(id: number, fire: () => Promise<T>): Promise<T> {
    let answers: Promise<T> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
      answers = fire();
      for (let i = 0; i < 200; i++) {
        const waiting = await t.ctx.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (((waiting as { rows: { n: number }[] }).rows[0]?.n ?? 0) >= N) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the payments never all waited on the booking");
    });
    return answers as Promise<T>;
  }

  it(`takes the money once when ${N} payments of one booking arrive at once`, async () => {
    const { admin, court } = await staffClub(t);
    await openRegister(t, admin);
    const booking = await insertBooking(t.ctx.db, court, new Date("2026-11-24T13:00:00Z"), 60);
    const pay = () =>
      Promise.all(
        Array.from({ length: N }, () =>
          t.send("POST", `/api/admin/booking/pay_booking/${booking.id}`, admin.token, {
            method: "cash",
            percentage: 100,
          }),
        ),
      );
    const results = onPostgres ? await whileBookingLocked(booking.id, pay) : await pay();
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(N - 1).fill(409));
    const paid = await t.ctx.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id));
    expect(paid.map((p) => p.amount)).toEqual([20000]);
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: "p100", paymentPercentage: 100 });
  });
});

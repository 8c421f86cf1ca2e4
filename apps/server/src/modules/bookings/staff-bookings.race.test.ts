import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { lockWaiters } from "../../../test/lock-waiters";
import { bookingRow, paymentsOf } from "../../../test/payment-helpers";
import { openRegister, staffClub } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";
import type { DbOrTx } from "../../db/client";

type Tx = DbOrTx;

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
   * the test takes a row's lock itself (`lock`), fires the requests, waits until `waiters` of them wait
   * on the database, runs `before` (still holding the lock) and lets go: only the locks in the code then
   * order what happens. (PGlite runs one transaction at a time on its one connection, so there the
   * requests simply go one by one.)
   */
  async function whileLocked<T>(
    lock: (tx: Tx) => Promise<unknown>,
    fire: () => Promise<T>,
    waiters: number,
    before: (tx: Tx) => Promise<unknown> = async () => undefined,
  ): Promise<T> {
    let answers: Promise<T> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await lock(tx);
      answers = fire();
      for (let i = 0; i < 200; i++) {
        if ((await lockWaiters(t.ctx.db)) >= waiters) return before(tx);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the requests never all waited on the lock");
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
    const lockBooking = (tx: Tx) => stored(tx)`select id from bookings where id = ${booking.id} for update`;
    const results = onPostgres ? await whileLocked(lockBooking, pay, N) : await pay();
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(N - 1).fill(409));
    const paid = await paymentsOf(t, booking.id);
    expect(paid.map((p) => p.amount)).toEqual([20000]);
    const row = await bookingRow(t, booking.id);
    expect(row).toMatchObject({ status: "p100", paymentPercentage: 100 });
  });

  // A closing totals its record; a payment taken into that record at the same moment would be left out
  // of the totals for good. On PostgreSQL the test holds the record as a closing does and closes it while
  // the payment waits: the payment must then find no open register.
  it("never takes a payment into a register record that is closing at the same moment", async () => {
    const { admin, court } = await staffClub(t);
    const register = await openRegister(t, admin);
    const booking = await insertBooking(t.ctx.db, court, new Date("2026-11-24T15:00:00Z"), 60);
    const close = (db: Tx) =>
      stored(db)`
        update cash_register_records set closed_at = now(), close_cash_user_amount = 45000
        where cash_register_id = ${register.id} and closed_at is null`;
    const pay = () =>
      t.send("POST", `/api/admin/booking/pay_booking/${booking.id}`, admin.token, {
        method: "cash",
        percentage: 100,
      });
    const lockRecord = (tx: Tx) =>
      stored(tx)`
        select id from cash_register_records where cash_register_id = ${register.id} and closed_at is null for update`;
    let answer: Awaited<ReturnType<typeof pay>>;
    if (onPostgres) answer = await whileLocked(lockRecord, pay, 1, close);
    else {
      await close(t.ctx.db);
      answer = await pay();
    }
    expect(answer.status).toBe(409);
    expect(await paymentsOf(t, booking.id)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { lockWaiters } from "../../../test/lock-waiters";
import {
  latestRecordOf,
  openRegister,
  paymentsOn,
  recordRow,
  staffClub,
} from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";
import { insertBookingPayment } from "../bookings/staff-bookings.repository";
import { lockOpenRegisterOfOperator } from "./cash-registers.repository";

const N = 20;
const clock = testClock("2026-11-23T12:00:00Z");

describe(`closing a register while payments land in it (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const closeCall = (registerId: number, token: string) =>
    t.send("PUT", `/api/admin/cash_register/close_cash_register/${registerId}`, token, {
      cash_register_record_close_cash_user_amount: 50000,
    });

  async function waitUntilWaiting(n: number) {
    for (let i = 0; i < 200; i++) {
      if ((await lockWaiters(t.ctx.db)) >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the closing never waited on the lock");
  }

  const storedRecord = (recordId: number) => recordRow(t.ctx.db, recordId);

  // The closing's totals must see a payment that was still committing when the closing started. A closing
  // that sums in the same statement that waits for the record's lock reads with a snapshot taken before
  // the wait and leaves that payment out for good. On PostgreSQL the test takes the payment's own steps
  // (the record held FOR SHARE, the payment inserted) and commits only once the closing waits behind it.
  it("counts a payment that commits while the closing waits for it", async () => {
    const { admin, court } = await staffClub(t);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    const booking = await insertBooking(t.ctx.db, court, new Date("2026-11-24T13:00:00Z"), 60);
    let closing: ReturnType<typeof closeCall> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      const open = await lockOpenRegisterOfOperator(tx, admin.user.id);
      expect(open?.recordId).toBe(record.id);
      await insertBookingPayment(tx, {
        clubId: admin.clubId,
        bookingId: booking.id,
        channel: "reception",
        method: "cash",
        percentage: 100,
        amount: 20000,
        status: "paid",
        cashRegisterRecordId: record.id,
      });
      if (onPostgres) {
        closing = closeCall(register.id, admin.token);
        await waitUntilWaiting(1);
      }
    });
    const answer = await (closing ?? closeCall(register.id, admin.token));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await storedRecord(record.id)).toMatchObject({
      cashBackendBalance: 20000,
      totalBalance: 20000,
      // 45 000 opening + 20 000 at reception expected; 50 000 counted.
      cashBalanceDiff: -15000,
    });
  });

  it(`stores exactly the record's payments when ${N} payments and the closing run at once`, async () => {
    const { admin, court } = await staffClub(t);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    const methods = ["cash", "debit", "credit", "transfer"] as const;
    const booked = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        insertBooking(t.ctx.db, court, new Date(Date.UTC(2026, 11, 1 + i, 13)), 60, {
          price: 1000 * (i + 1),
        }),
      ),
    );
    const pays = booked.map((b, i) =>
      t.send("POST", `/api/admin/booking/pay_booking/${b.id}`, admin.token, {
        method: methods[i % methods.length],
        percentage: 100,
      }),
    );
    const [closed, ...paid] = await Promise.all([closeCall(register.id, admin.token), ...pays]);
    expect(closed.status).toBe(200);
    // Each payment either landed in the record before it closed, or was refused for want of an open one.
    expect(paid.every((p) => p.status === 200 || p.status === 409)).toBe(true);
    const rows = await paymentsOn(t.ctx.db, record.id);
    expect(rows).toHaveLength(paid.filter((p) => p.status === 200).length);
    const sum = (method: string) => rows.filter((r) => r.method === method).reduce((s, r) => s + r.amount, 0);
    const total = rows.reduce((s, r) => s + r.amount, 0);
    expect(await storedRecord(record.id)).toMatchObject({
      cashBackendBalance: sum("cash"),
      debitBalance: sum("debit"),
      creditBalance: sum("credit"),
      transferBalance: sum("transfer"),
      cashBalance: 0,
      reservationBalance: 0,
      totalBalance: total,
      cashBalanceDiff: 50000 - (45000 + sum("cash")),
    });
    const refused = booked.filter((_, i) => paid[i]?.status === 409).map((b) => b.id);
    const strays = await stored<{ bookingId: number }>(
      t.ctx.db,
    )`select booking_id as "bookingId" from booking_payments`;
    expect(strays.filter((p) => refused.includes(p.bookingId))).toEqual([]);
  });
});

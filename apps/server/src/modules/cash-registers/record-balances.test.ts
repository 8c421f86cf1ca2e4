import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { cancelPaidOrder, insertPaidOrder } from "../../../test/order-factories";
import { insertBookingPayment } from "../../../test/payment-helpers";
import {
  latestRecordOf,
  openRegister,
  payAtReception,
  recordRow,
  staffClub,
} from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-23T12:00:00Z");
const local = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00-03:00`);

describe(`a record's balances from its orders, refunds, movements and the online payments of its period (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /**
   * An operator's session (45 000 opening) with point-of-sale sales, one sale cancelled on it, a refund of
   * a colleague's sale, a booking paid at reception, cash movements and an online payment; and money that
   * must stay out of it: the colleague's sales, an online payment settled before the session opened.
   */
  async function busySession() {
    const { admin, court } = await staffClub(t);
    const colleague = await createAdmin(t.ctx.db, t.ctx.tokens, admin.clubId);
    const online = async (hhmm: string, settledAt: Date) => {
      const booking = await insertBooking(t.ctx.db, court, local(hhmm), 60, { price: 30000 });
      await insertBookingPayment(t.ctx.db, {
        clubId: admin.clubId,
        bookingId: booking.id,
        channel: "online",
        method: "webpay",
        percentage: 100,
        amount: 30000 + Number(hhmm.slice(0, 2)),
        status: "paid",
        createdAt: settledAt,
        settledAt,
      });
    };
    await online("08:00", new Date(clock.now().getTime() - 3_600_000));
    const theirRegister = await openRegister(t, colleague);
    const theirs = await latestRecordOf(t, theirRegister.id);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    const sale = (recordId: number, userId: number, payments: object, change = 0) =>
      insertPaidOrder(t.ctx.db, { clubId: admin.clubId, recordId, userId, payments, change });
    const mine = { recordId: record.id, userId: admin.user.id };
    // Sales on the record: cash 12 000 (20 000 handed over), split cash 3 000 + debit 4 000, credit 9 000.
    const cashSale = await sale(record.id, admin.user.id, { cash: 12000 }, 8000);
    await sale(record.id, admin.user.id, { cash: 3000, debit: 4000 });
    const creditSale = await sale(record.id, admin.user.id, { credit: 9000 });
    // The colleague's sales: a transfer of 6 000 that the operator later cancels, and a cash sale.
    const theirTransfer = await sale(theirs.id, colleague.user.id, { transfer: 6000, cash: 1000 }, 500);
    await sale(theirs.id, colleague.user.id, { cash: 50000 });
    // Cancelled on the record: its own credit sale (sold and refunded here) and the colleague's transfer.
    await cancelPaidOrder(t.ctx.db, {
      orderId: creditSale.id,
      refundRecordId: record.id,
      userId: admin.user.id,
    });
    await cancelPaidOrder(t.ctx.db, {
      orderId: theirTransfer.id,
      refundRecordId: record.id,
      userId: admin.user.id,
    });
    // The operator's own cash sale cancelled by the colleague: sold here, refunded there.
    await cancelPaidOrder(t.ctx.db, {
      orderId: cashSale.id,
      refundRecordId: theirs.id,
      userId: colleague.user.id,
    });
    const atReception = await insertBooking(t.ctx.db, court, local("10:00"), 60, { price: 16000 });
    expect((await payAtReception(t, admin.token, atReception.id, "cash")).statusCode).toBe(200);
    const debitAtReception = await insertBooking(t.ctx.db, court, local("11:00"), 60, { price: 16000 });
    expect((await payAtReception(t, admin.token, debitAtReception.id, "debit", 50)).statusCode).toBe(200);
    for (const [type, amount] of [
      ["in", 20000],
      ["out", 5000],
    ] as const) {
      const res = await call(
        "POST",
        `/api/admin/cash_register/add_cash_movement/${register.id}`,
        admin.token,
        {
          data: { cash_movement_type: type, cash_movement_amount: amount, cash_movement_reason: "Motivo" },
        },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await online("12:00", clock.now());
    // Read a minute later: the session's period ends at now, and a payment at now is not in it yet.
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    return { admin, register, record, mine };
  }

  const EXPECTED = {
    // Sales: cash 12 000 + 3 000; refunds: 0 cash of the credit sale + 1 000 of the colleague's order.
    cash: 12000 + 3000 - 1000,
    cash_backend: 16000,
    debit: 4000 + 8000,
    // The credit sale sold and refunded here.
    credit: 9000 - 9000,
    // The colleague's transfer refunded here.
    transfer: -6000,
    reservation: 30012,
    cash_in: 20000,
    cash_out: 5000,
  };
  const TOTAL = 14000 + 16000 + 12000 + 0 - 6000 + 30012;
  const EXPECTED_CASH = 45000 + 14000 + 16000 + 20000 - 5000;

  it("opens and closes a session on the app's clock, the one online payments are settled on", async () => {
    const { admin, court } = await staffClub(t);
    const before = clock.now().toISOString();
    clock.set("2025-03-10T12:00:00Z");
    try {
      const register = await openRegister(t, admin);
      const record = await latestRecordOf(t, register.id);
      const booking = await insertBooking(t.ctx.db, court, new Date("2025-03-11T13:00:00Z"), 60);
      await stored(t.ctx.db)`insert into booking_payments
        (club_id, booking_id, channel, method, percentage, amount, status, created_at, settled_at)
        values (${admin.clubId}, ${booking.id}, 'online', 'webpay', 100, 27000, 'paid',
          '2025-03-10T12:05:00Z', '2025-03-10T12:05:00Z')`;
      clock.set("2025-03-10T12:10:00Z");
      const detail = async () =>
        (
          await call(
            "GET",
            `/api/admin/cash_register_record/find_cash_register_record/${record.id}`,
            admin.token,
          )
        ).json().balances.reservation;
      expect(await detail()).toBe(27000);
      const closing = await call(
        "PUT",
        `/api/admin/cash_register/close_cash_register/${register.id}`,
        admin.token,
        {
          cash_register_record_close_cash_user_amount: 45000,
        },
      );
      expect(closing.statusCode, closing.body).toBe(200);
      const [period] = await stored<{ opened: string; closed: string; reservation: number }>(t.ctx.db)`
        select (opened_at at time zone 'UTC')::text as opened, (closed_at at time zone 'UTC')::text as closed,
          close_reservation_balance as reservation
        from cash_register_records where id = ${record.id}`;
      expect(period).toEqual({
        opened: "2025-03-10 12:00:00",
        closed: "2025-03-10 12:10:00",
        reservation: 27000,
      });
      expect(await detail()).toBe(27000);
    } finally {
      clock.set(before);
    }
  });

  it("gives the running balances of an open record and lists its sales, refunds and movements", async () => {
    const { admin, record } = await busySession();
    const res = await call(
      "GET",
      `/api/admin/cash_register_record/find_cash_register_record/${record.id}`,
      admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.balances).toEqual({
      ...EXPECTED,
      total: TOTAL,
      expected_cash: EXPECTED_CASH,
      cash_balance_diff: null,
    });
    const orders = body.orders.map(
      (o: { kind: string; order_status: string; order_amount: number; cash: number }) => [
        o.kind,
        o.order_status,
        o.order_amount,
        o.cash,
      ],
    );
    expect(orders).toEqual([
      ["sale", "cancelled", 12000, 12000],
      ["sale", "paid", 7000, 3000],
      ["sale", "cancelled", 9000, 0],
      ["refund", "cancelled", 9000, 0],
      ["refund", "cancelled", 7000, 1000],
    ]);
    expect(body.orders[1].order_payments).toEqual([
      { method: "cash", amount: 3000 },
      { method: "debit", amount: 4000 },
    ]);
    expect(body.orders[0].datetime).toMatchObject({
      date: expect.any(String),
      timeWithoutSeconds: expect.any(String),
    });
    expect(body.cash_movements.map((m: { cash_movement_amount: number }) => m.cash_movement_amount)).toEqual([
      20000, 5000,
    ]);
  });

  it("stores those balances for good at the closing, and reads them back as stored", async () => {
    const { admin, register, record } = await busySession();
    const counted = EXPECTED_CASH + 700;
    const res = await call(
      "PUT",
      `/api/admin/cash_register/close_cash_register/${register.id}`,
      admin.token,
      {
        cash_register_record_close_cash_user_amount: counted,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await recordRow(t.ctx.db, record.id)).toMatchObject({
      cashBalance: EXPECTED.cash,
      cashBackendBalance: EXPECTED.cash_backend,
      debitBalance: EXPECTED.debit,
      creditBalance: EXPECTED.credit,
      transferBalance: EXPECTED.transfer,
      reservationBalance: EXPECTED.reservation,
      totalBalance: TOTAL,
      cashBalanceDiff: 700,
    });
    const detail = await call(
      "GET",
      `/api/admin/cash_register_record/find_cash_register_record/${record.id}`,
      admin.token,
    );
    expect(detail.json().balances).toEqual({
      ...EXPECTED,
      total: TOTAL,
      expected_cash: EXPECTED_CASH,
      cash_balance_diff: 700,
    });
    // After the closing, no movement lands on it.
    const late = await call(
      "POST",
      `/api/admin/cash_register/add_cash_movement/${register.id}`,
      admin.token,
      {
        data: { cash_movement_type: "in", cash_movement_amount: 1000, cash_movement_reason: "Tarde" },
      },
    );
    expect(late.statusCode).toBe(409);
  });
});

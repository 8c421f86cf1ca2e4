import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingOn, createOrderCall, orderCall, saleClub } from "../../../test/order-helpers";
import { paymentsOf } from "../../../test/payment-helpers";
import { openRegister, recordsOf, staffCall, staffClub } from "../../../test/staff-booking-helpers";
import { NOT_CHARGEABLE_MESSAGE } from "./booking-charge";
import { NO_OPEN_REGISTER_MESSAGE } from "./staff-booking-pay.service";

const clock = testClock("2026-11-23T12:00:00Z");
const local = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);

describe(`pay at reception (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it("refuses, with the reason, when the operator has no open register", async () => {
    const { admin, court } = await staffClub(t);
    const booking = await insertBooking(t.ctx.db, court, local("2026-11-24", "10:00"), 60);
    const res = await staffCall(t, admin.token, "POST", `pay_booking/${booking.id}`, {
      method: "cash",
      percentage: 100,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(NO_OPEN_REGISTER_MESSAGE);
    expect(await paymentsOf(t, booking.id)).toEqual([]);
  });

  it("never charges a maintenance or a blocked court, at the counter nor in a sale (409, no money moves)", async () => {
    const { admin, court } = await saleClub(t);
    const maintenance = await insertBooking(t.ctx.db, court, local("2026-11-24", "08:00"), 120, {
      bookingType: "maintenance",
      status: "pb",
    });
    const blocked = await insertBooking(t.ctx.db, court, local("2026-11-24", "11:00"), 60, { status: "pb" });
    for (const booking of [maintenance, blocked]) {
      const res = await staffCall(t, admin.token, "POST", `pay_booking/${booking.id}`, {
        method: "cash",
        percentage: 100,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(NOT_CHARGEABLE_MESSAGE);
      const sale = await createOrderCall(t, admin.token, {
        order_status: "paid",
        order_source: "pos",
        order_bookings: [{ booking: booking.id, percentage: 100 }],
        order_payments: [{ method: "cash", amount: 20000 }],
      });
      expect(sale.statusCode, sale.body).toBe(409);
      expect(sale.json().error.message).toBe(NOT_CHARGEABLE_MESSAGE);
      expect(await paymentsOf(t, booking.id)).toEqual([]);
    }
  });

  it("lists the booking's line in a charged sale beside its reception payment; a cancelled sale reads refunded", async () => {
    const { admin, court, register } = await saleClub(t);
    const booking = await bookingOn(t, court);
    const sale = await createOrderCall(t, admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_bookings: [{ booking: booking.id, percentage: 50 }],
      order_payments: [{ method: "cash", amount: 10000 }],
    });
    expect(sale.statusCode, sale.body).toBe(200);
    const rest = await staffCall(t, admin.token, "POST", `pay_booking/${booking.id}`, {
      method: "debit",
      percentage: 100,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const [record] = await recordsOf(t.ctx.db, register.id);
    expect(rest.json().data.payments).toEqual([
      {
        id: expect.any(Number),
        order_id: sale.json().id,
        channel: "sale",
        method: "cash",
        percentage: 50,
        amount: 10000,
        status: "paid",
        cash_register_record_id: record?.id,
        created_by: admin.user.id,
        created_at: "2026-11-23T12:00:00.000Z",
      },
      expect.objectContaining({ order_id: null, channel: "reception", method: "debit", amount: 10000 }),
    ]);
    const cancelled = await orderCall(t, admin.token, "GET", `cancel_order/${sale.json().id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = await staffCall(t, admin.token, "GET", `find_booking/${booking.id}`);
    expect(detail.json().payments.map((p: { status: string }) => p.status)).toEqual(["refunded", "paid"]);
  });

  it("takes half, then the other half, into the operator's open record; then there is nothing left", async () => {
    const { admin, court } = await staffClub(t);
    const register = await openRegister(t, admin);
    const [record] = await recordsOf(t.ctx.db, register.id);
    const booking = await insertBooking(t.ctx.db, court, local("2026-11-24", "10:00"), 60, { price: 15001 });
    const pay = (percentage: number, method = "cash") =>
      staffCall(t, admin.token, "POST", `pay_booking/${booking.id}`, { method, percentage });

    const half = await pay(50);
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json().data).toMatchObject({ status: "p50", payment_percentage: 50, paid_amount: 7501 });
    expect((await pay(50)).statusCode).toBe(409);
    const rest = await pay(100, "debit");
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({ status: "p100", payment_percentage: 100, paid_amount: 15001 });
    expect(rest.json().data.payments).toEqual([
      expect.objectContaining({
        method: "cash",
        percentage: 50,
        amount: 7501,
        cash_register_record_id: record?.id,
      }),
      expect.objectContaining({
        method: "debit",
        percentage: 100,
        amount: 7500,
        channel: "reception",
        status: "paid",
      }),
    ]);
    const again = await pay(100);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("La reserva ya está pagada");
    const rows = await paymentsOf(t, booking.id);
    expect(rows.map((r) => [r.amount, r.createdBy, r.cashRegisterRecordId])).toEqual([
      [7501, admin.user.id, record?.id],
      [7500, admin.user.id, record?.id],
    ]);
    // Paid bookings keep the status their money gave them.
    const status = await staffCall(t, admin.token, "PUT", `update_booking/${booking.id}`, {
      data: { status: "pr" },
    });
    expect(status.statusCode).toBe(409);
  });

  it("does not take money for a cancelled booking", async () => {
    const { admin, court } = await staffClub(t);
    await openRegister(t, admin);
    const booking = await insertBooking(t.ctx.db, court, local("2026-11-24", "12:00"), 60, {
      cancelledAt: clock.now(),
      cancelReason: "Lluvia",
    });
    const res = await staffCall(t, admin.token, "POST", `pay_booking/${booking.id}`, {
      method: "cash",
      percentage: 50,
    });
    expect(res.statusCode).toBe(409);
  });
});

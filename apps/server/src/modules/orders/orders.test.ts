import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import {
  bookingOn,
  createOrderCall,
  ledgerOf,
  orderCall,
  orderRow,
  ordersWithKey,
  saleClub,
  stockOf,
} from "../../../test/order-helpers";
import { bookingRow as storedBooking } from "../../../test/payment-helpers";
import { latestRecordOf, payAtReception } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";
import { requestHash } from "./order-create.service";

const clock = testClock("2026-11-23T15:00:00Z");

describe(`orders: selling at the counter (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t);
  });
  afterAll(() => t.close());

  const bookingRow = (id: number) => storedBooking(t, id);

  it("sells items and a booking with a split payment and change: priced by the server, stock and booking moved", async () => {
    const booking = await bookingOn(t, club.court);
    const res = await createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_items: [
        { item: club.water.id, quantity: 2 },
        { item: club.nuts.id, quantity: 0.125 },
        { item: club.water.id, quantity: 1 },
      ],
      order_bookings: [{ booking: booking.id, percentage: 50 }],
      // 3 × 1 000 + 0,125 kg × 990 = 123,75 → 124, + half of 20 000.
      order_payments: [
        { method: "cash", amount: 3124 },
        { method: "debit", amount: 10000 },
      ],
      order_cash_received: 5000,
      order_amount: 1,
      order_total: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      order_amount: 13124,
      order_currency: "CLP",
      order_source: "pos",
      order_status: "paid",
      order_cash_payed: 5000,
      order_change: 1876,
      order_date: { date: "23-11-2026", timeWithoutSeconds: "12:00" },
      order_paid_date: { date: "23-11-2026" },
      order_cancelled_date: null,
      order_refund_cash_register: null,
      club: { id: club.admin.clubId },
      order_send_mail_client: null,
    });
    expect(order.order_details.cash_register).toEqual({ cash_register_name: club.register.name });
    expect(order.order_details.payments).toEqual([
      { method: "cash", amount: 3124 },
      { method: "debit", amount: 10000 },
    ]);
    expect(order.order_details.items).toEqual([
      expect.objectContaining({
        item_id: club.water.id,
        item_name: "Agua mineral",
        item_quantity: 3,
        item_sell_price: 1000,
        item_amount: 3000,
        item_bulk: false,
        item_measure_unit_short: null,
        item_image_thumbnail: expect.stringContaining("/"),
      }),
      expect.objectContaining({
        item_id: club.nuts.id,
        item_quantity: 0.125,
        item_amount: 124,
        item_bulk: true,
        item_measure_unit_short: "kg",
      }),
    ]);
    expect(order.order_details.bookings).toEqual([
      {
        id: booking.id,
        date: "2026-11-24",
        price: 20000,
        status: "p50",
        start_time: "10:00",
        end_time: "11:00",
        duration_int: 60,
        duration_text: expect.any(String),
        court_name: "Cancha 1",
        schedule_id: null,
        payment_percentage: 50,
        order_percentage: 50,
        order_amount: 10000,
      },
    ]);
    expect(await stockOf(t, club.water.id)).toBe(7);
    expect(await stockOf(t, club.nuts.id)).toBe(1.875);
    const sale = (await ledgerOf(t, club.water.id)).filter((m) => m.orderId === order.id);
    expect(sale).toMatchObject([{ reason: "sale", quantity: "-3.000", stockAfter: "7.000" }]);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "p50", paymentPercentage: 50 });
    const row = await orderRow(t, order.id);
    expect(row?.cashRegisterRecordId).toBe((await latestRecordOf(t, club.register.id)).id);
    const [line] = await stored(t.ctx.db)`
      select status_before as "statusBefore", percentage_before as "percentageBefore", amount
      from order_bookings where order_id = ${order.id}`;
    expect(line).toMatchObject({ statusBefore: "p0", percentageBefore: 0, amount: 10000 });

    // Reception sees the sale's half: only the other half is left to take there.
    const rest = await payAtReception(t, club.admin.token, booking.id, "cash", 100);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.payments.at(-1).amount).toBe(10000);
    const again = await createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_bookings: [{ booking: booking.id, percentage: 100 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("La reserva ya está pagada");
  });

  it("answers the same order to the same key, creating nothing more; another body under it is 409", async () => {
    const key = crypto.randomUUID();
    const data = {
      order_status: "paid",
      order_source: "reception",
      order_items: [{ item: club.balls.id, quantity: 1 }],
      order_payments: [{ method: "credit", amount: 6990 }],
    };
    const first = await createOrderCall(t, club.admin.token, data, key);
    expect(first.statusCode, first.body).toBe(200);
    const second = await createOrderCall(t, club.admin.token, { ...data, order_total: 99 }, key);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await stockOf(t, club.balls.id)).toBe(4);
    const other = await createOrderCall(t, club.admin.token, { ...data, order_source: "pos" }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toMatch(/Idempotency-Key ya se usó/);
    expect(await ordersWithKey(t, key)).toHaveLength(1);
  });

  it("answers the same order to a retry whose JSON lists the same fields in another order, nested ones too", async () => {
    // A club of its own: the pending order it leaves would count in the global state read below.
    const own = await saleClub(t);
    const key = crypto.randomUUID();
    const first = await createOrderCall(
      t,
      own.admin.token,
      {
        order_status: "pending",
        order_source: "pos",
        order_items: [{ item: own.water.id, quantity: 2 }],
        order_payments: [{ method: "cash", amount: 1000 }],
        order_send_mail_client: { name: "Ana", lastname: "Rojas", email: "ana@correo.cl" },
      },
      key,
    );
    expect(first.statusCode, first.body).toBe(200);
    const retry = await createOrderCall(
      t,
      own.admin.token,
      {
        order_send_mail_client: { email: "ana@correo.cl", lastname: "Rojas", name: "Ana" },
        order_payments: [{ amount: 1000, method: "cash" }],
        order_items: [{ quantity: 2, item: own.water.id }],
        order_source: "pos",
        order_status: "pending",
      },
      key,
    );
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  // The parsed body reaches the hash with its keys in the contract's order already, so the sort in
  // requestHash is what still holds for a body the parser would pass through as sent.
  it("hashes a request the same whatever the order of its keys, at any depth, and an array's order apart", () => {
    const request = { data: { b: [{ y: 1, x: 2 }], a: { d: null, c: "z" } } };
    const reordered = { data: { a: { c: "z", d: null }, b: [{ x: 2, y: 1 }] } };
    expect(requestHash(reordered)).toBe(requestHash(request));
    expect(requestHash({ data: { b: [2, 1] } })).not.toBe(requestHash({ data: { b: [1, 2] } }));
  });

  it("leaves an order pending (nothing moves), counts it in the global state, edits and charges it later", async () => {
    const booking = await bookingOn(t, club.court, 15);
    const before = await stockOf(t, club.water.id);
    const pending = await createOrderCall(t, club.admin.token, {
      order_status: "pending",
      order_source: "app",
      order_items: [{ item: club.water.id, quantity: 1 }],
      order_bookings: [{ booking: booking.id, percentage: 100 }],
      order_payments: [{ method: "cash", amount: 1 }],
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const id = pending.json().id;
    expect(pending.json()).toMatchObject({
      order_status: "pending",
      order_amount: 21000,
      order_details: { cash_register: null, payments: [{ method: "cash", amount: 1 }] },
      order_paid_date: null,
    });
    expect(await stockOf(t, club.water.id)).toBe(before);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "p0", paymentPercentage: 0 });
    const state = await t.app.inject({
      url: "/api/admin/global_state",
      headers: { authorization: `Bearer ${club.admin.token}` },
    });
    // Made today (the club's day): the daily count has it too.
    expect(state.json()).toMatchObject({ pending_orders: 1, daily_pending_orders: 1 });

    const source = await orderCall(t, club.admin.token, "PUT", `update_pending_order_source/${id}`, {
      data: { order_source: "reception" },
    });
    expect(source.json().order_source).toBe("reception");
    const removed = await orderCall(t, club.admin.token, "PUT", "remove_pending_booking_or_item_from_order", {
      order: id,
      item: club.water.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ order_amount: 20000, order_details: { items: [] } });
    const edited = await orderCall(t, club.admin.token, "PUT", `update_order/${id}`, {
      data: { order_items: [{ item: club.balls.id, quantity: 2 }] },
    });
    expect(edited.json()).toMatchObject({ order_status: "pending", order_amount: 33980 });

    const charged = await orderCall(t, club.admin.token, "PUT", `update_order/${id}`, {
      data: {
        order_status: "paid",
        order_payments: [
          { method: "cash", amount: 13980 },
          { method: "transfer", amount: 20000 },
        ],
        order_cash_received: 20000,
      },
    });
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({
      order_status: "paid",
      order_amount: 33980,
      order_cash_payed: 20000,
      order_change: 6020,
      order_details: { cash_register: { cash_register_name: club.register.name } },
    });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "p100", paymentPercentage: 100 });
    const stateAfter = await t.app.inject({
      url: "/api/admin/global_state",
      headers: { authorization: `Bearer ${club.admin.token}` },
    });
    expect(stateAfter.json()).toMatchObject({ pending_orders: 0, daily_pending_orders: 0 });
  });

  it("cancels a paid order: stock back once through the ledger, bookings as before, refund in the canceller's record", async () => {
    const booking = await bookingOn(t, club.court, 17);
    const before = await stockOf(t, club.water.id);
    const sold = await createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_items: [{ item: club.water.id, quantity: 2 }],
      order_bookings: [{ booking: booking.id, percentage: 100 }],
      order_payments: [{ method: "debit", amount: 22000 }],
    });
    const id = sold.json().id;
    expect(await stockOf(t, club.water.id)).toBe(before - 2);
    const res = await orderCall(t, club.admin.token, "GET", `cancel_order/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      order_status: "cancelled",
      order_cancelled_date: { date: "23-11-2026" },
      order_refund_cash_register: { cash_register_name: club.register.name },
      order_details: { cash_register: { cash_register_name: club.register.name } },
    });
    expect(await stockOf(t, club.water.id)).toBe(before);
    const moves = (await ledgerOf(t, club.water.id)).filter((m) => m.orderId === id);
    expect(moves.map((m) => [m.reason, m.quantity])).toEqual([
      ["sale", "-2.000"],
      ["cancellation", "2.000"],
    ]);
    expect(await bookingRow(booking.id)).toMatchObject({ status: "p0", paymentPercentage: 0 });
    const row = await orderRow(t, id);
    expect(row?.refundRecordId).toBe((await latestRecordOf(t, club.register.id)).id);
    // The booking's money is gone with the sale: reception can take it all again.
    const pay = await payAtReception(t, club.admin.token, booking.id, "cash", 100);
    expect(pay.json().data.payments.at(-1).amount).toBe(20000);
  });

  it("cancels a pending order without moving anything", async () => {
    const before = await stockOf(t, club.water.id);
    const pending = await createOrderCall(t, club.admin.token, {
      order_status: "pending",
      order_source: "pos",
      order_items: [{ item: club.water.id, quantity: 1 }],
    });
    const res = await orderCall(t, club.admin.token, "GET", `cancel_order/${pending.json().id}`);
    expect(res.json()).toMatchObject({ order_status: "cancelled", order_refund_cash_register: null });
    expect(await stockOf(t, club.water.id)).toBe(before);
  });
});

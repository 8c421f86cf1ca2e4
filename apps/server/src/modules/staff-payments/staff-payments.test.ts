import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createAdmin, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingOn, createOrderCall, orderCall, saleClub } from "../../../test/order-helpers";
import {
  insertBookingPayment,
  type NewBookingPayment,
  playerWithBooking,
  startPayment,
} from "../../../test/payment-helpers";
import { openRegister, staffCall, staffClub } from "../../../test/staff-booking-helpers";

// Monday 2026-11-23, 09:00 in Santiago (UTC-3 in summer).
const clock = testClock("2026-11-23T12:00:00Z");
const local = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);

describe(`club payments list (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const list = (token: string, query = "") =>
    t.app.inject({ method: "GET", url: `/api/admin/payment/get_payments${query}`, headers: bearer(token) });

  /** A club with a reception payment taken through the API and three online ones on known days. */
  async function clubWithPayments() {
    const { admin, court } = await staffClub(t);
    const register = await openRegister(t, admin);
    const walkIn = await insertBooking(t.ctx.db, court, local("2026-11-24", "10:00"), 60, {
      walkInName: "Ana Mostrador",
    });
    const paid = await staffCall(t, admin.token, "POST", `pay_booking/${walkIn.id}`, {
      method: "cash",
      percentage: 50,
    });
    if (paid.statusCode !== 200) throw new Error(paid.body);
    const player = await createUser(t.ctx.db, { name: "Pedro", lastname: "Jugador" });
    const online = await insertBooking(t.ctx.db, court, local("2026-11-25", "19:00"), 90, {
      userId: player.id,
      channel: "online",
      walkInName: null,
    });
    const payment = (createdAt: Date, fields: Partial<NewBookingPayment> = {}) => ({
      clubId: admin.clubId,
      bookingId: online.id,
      channel: "online",
      method: "webpay",
      percentage: 100,
      amount: 28000,
      status: "paid",
      createdAt,
      ...fields,
    });
    await insertBookingPayment(t.ctx.db, [
      // 23:30 of the 20th in Santiago is already the 21st in UTC: the club's calendar decides.
      payment(local("2026-11-20", "23:30"), { status: "rejected" }),
      payment(local("2026-11-21", "10:00"), { status: "abandoned", method: "test" }),
      payment(local("2026-11-22", "18:00"), { settledAt: local("2026-11-22", "18:01") }),
    ]);
    return { admin, register, walkIn, online };
  }

  it("lists every payment of the club, newest first, with booking, payer, method and register", async () => {
    const { admin, register, walkIn, online } = await clubWithPayments();
    const res = await list(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const { payments, pagination } = res.json();
    expect(pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 4, totalPages: 1 });
    expect(payments.map((p: { status: string }) => p.status)).toEqual([
      "paid",
      "paid",
      "abandoned",
      "rejected",
    ]);
    expect(payments[0]).toEqual({
      id: expect.any(Number),
      order_id: null,
      booking: {
        id: walkIn.id,
        slug: `${walkIn.slugToken}${walkIn.id}`,
        date: "2026-11-24",
        start_time: "10:00",
        court_name: "Cancha 1",
      },
      payer_name: "Ana Mostrador",
      channel: "reception",
      method: "cash",
      percentage: 50,
      amount: 10000,
      status: "paid",
      cash_register_name: register.name,
      created_at: "2026-11-23T12:00:00.000Z",
      settled_at: "2026-11-23T12:00:00.000Z",
    });
    expect(payments[1]).toMatchObject({
      booking: { id: online.id, date: "2026-11-25", start_time: "19:00" },
      payer_name: "Pedro Jugador",
      channel: "online",
      method: "webpay",
      amount: 28000,
      cash_register_name: null,
      settled_at: "2026-11-22T21:01:00.000Z",
    });
  });

  it("filters by the club's days (both included), method and status, and pages", async () => {
    const { admin } = await clubWithPayments();
    const statuses = async (query: string) => {
      const res = await list(admin.token, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payments.map((p: { status: string; method: string }) => `${p.method}:${p.status}`);
    };
    expect(await statuses("?start_date=2026-11-21&end_date=2026-11-22")).toEqual([
      "webpay:paid",
      "test:abandoned",
    ]);
    expect(await statuses("?end_date=2026-11-20")).toEqual(["webpay:rejected"]);
    expect(await statuses("?start_date=2026-11-23")).toEqual(["cash:paid"]);
    expect(await statuses("?method=webpay")).toEqual(["webpay:paid", "webpay:rejected"]);
    expect(await statuses("?status=paid&method=webpay")).toEqual(["webpay:paid"]);
    expect(await statuses("?status=expired")).toEqual([]);
    const second = await list(admin.token, "?limit=3&page=2");
    expect(second.json().payments).toHaveLength(1);
    expect(second.json().pagination).toMatchObject({ page: 2, pageSize: 3, total: 4, totalPages: 2 });
  });

  it("an online attempt that never came back from the gateway's form is abandoned once the window passed", async () => {
    clock.set("2026-11-23T12:00:00Z");
    const { club, player, booking } = await playerWithBooking(t, { bookingHoldMinutes: 60 });
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const first = await startPayment(t, player.token, booking.slug, 50);
    expect(first.statusCode, first.body).toBe(200);
    try {
      await attemptsOverTime(admin.token, player.token, booking);
    } finally {
      clock.set("2026-11-23T12:00:00Z");
    }
  });

  /**
   * The first attempt read before and after its window, in the club's list and on the booking's page,
   * and a second one started after it.
   */
  async function attemptsOverTime(
    adminToken: string,
    playerToken: string,
    booking: { id: number; slug: string },
  ) {
    const { slug } = booking;
    const rows = async (query = "") => {
      const res = await list(adminToken, query);
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json()
        .payments.map((p: { status: string; settled_at: string | null }) => [p.status, p.settled_at]);
    };
    const onItsPage = async () => {
      const res = await staffCall(t, adminToken, "GET", `find_booking/${booking.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payments.map((p: { status: string }) => p.status);
    };
    clock.set("2026-11-23T12:14:59Z"); // still on the form
    expect(await rows()).toEqual([["pending", null]]);
    expect(await rows("?status=abandoned")).toEqual([]);
    expect(await onItsPage()).toEqual(["pending"]);
    clock.set("2026-11-23T12:15:00Z"); // the window is over: the buyer closed the tab
    expect(await rows()).toEqual([["abandoned", null]]);
    expect(await onItsPage()).toEqual(["abandoned"]);
    expect(await rows("?status=pending")).toEqual([]);
    expect(await rows("?status=abandoned")).toEqual([["abandoned", null]]);
    // The player tries again: the new attempt is pending, the first stays abandoned.
    const second = await startPayment(t, playerToken, slug, 50);
    expect(second.statusCode, second.body).toBe(200);
    expect(await rows()).toEqual([
      ["pending", null],
      ["abandoned", null],
    ]);
  }

  it("refuses bad filters with 400 on the field, in Spanish", async () => {
    const { admin } = await clubWithPayments();
    for (const [query, field, message] of [
      [
        "?start_date=2026-11-23&end_date=2026-11-22",
        "end_date",
        "La fecha final no puede ser anterior a la inicial",
      ],
      ["?start_date=2026-02-30", "start_date", "La fecha no existe en el calendario"],
      ["?end_date=23-11-2026", "end_date", "La fecha debe ser AAAA-MM-DD"],
      ["?method=bitcoin", "method", "El medio debe ser webpay, test, cash, debit, credit o transfer"],
      ["?status=ok", "status", "El estado debe ser pending, paid, rejected, abandoned, expired o refunded"],
      ["?limit=0", "limit", "El límite debe ser 1 o más"],
    ] as const) {
      const res = await list(admin.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details[0], query).toMatchObject({ field, message });
    }
  });

  it("never lists another club's payments", async () => {
    const { admin } = await clubWithPayments();
    const other = await staffClub(t);
    const res = await list(other.admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().payments).toEqual([]);
    expect(res.json().pagination.total).toBe(0);
    expect((await list(admin.token)).json().pagination.total).toBe(4);
  });

  /** Bookings charged at the counter: one sale in cash then cancelled, one split, one left pending. */
  async function clubWithSales() {
    const { admin, register, court, water } = await saleClub(t);
    const [cashed, split, pending] = await Promise.all([13, 15, 17].map((hour) => bookingOn(t, court, hour)));
    const sale = async (data: object) => {
      const res = await createOrderCall(t, admin.token, { order_source: "reception", ...data });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().id as number;
    };
    const cashSale = await sale({
      order_status: "paid",
      order_bookings: [{ booking: cashed?.id, percentage: 100 }],
      order_payments: [{ method: "cash", amount: 20000 }],
    });
    const splitSale = await sale({
      order_status: "paid",
      order_items: [{ item: water.id, quantity: 1 }],
      order_bookings: [{ booking: split?.id, percentage: 50 }],
      order_payments: [
        { method: "debit", amount: 6000 },
        { method: "cash", amount: 5000 },
      ],
    });
    await sale({ order_status: "pending", order_bookings: [{ booking: pending?.id, percentage: 100 }] });
    const cancelled = await orderCall(t, admin.token, "GET", `cancel_order/${cashSale}`);
    if (cancelled.statusCode !== 200) throw new Error(cancelled.body);
    return { admin, register, cashed, split, cashSale, splitSale };
  }

  it("lists the bookings charged in sales: the sale's method or mixed, refunded once the sale is cancelled", async () => {
    const { admin, register, cashed, split, cashSale, splitSale } = await clubWithSales();
    const res = await list(admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const { payments, pagination } = res.json();
    expect(pagination.total).toBe(2);
    expect(payments).toEqual([
      {
        id: expect.any(Number),
        order_id: splitSale,
        booking: {
          id: split?.id,
          slug: `${split?.slugToken}${split?.id}`,
          date: "2026-11-24",
          start_time: "12:00",
          court_name: "Cancha 1",
        },
        payer_name: "Cliente de prueba",
        channel: "sale",
        method: "mixed",
        percentage: 50,
        amount: 10000,
        status: "paid",
        cash_register_name: register.name,
        created_at: "2026-11-23T12:00:00.000Z",
        settled_at: "2026-11-23T12:00:00.000Z",
      },
      expect.objectContaining({
        order_id: cashSale,
        booking: expect.objectContaining({ id: cashed?.id, start_time: "10:00" }),
        channel: "sale",
        method: "cash",
        percentage: 100,
        amount: 20000,
        status: "refunded",
        cash_register_name: register.name,
      }),
    ]);
  });

  it("finds a split sale under each of its methods, and filters sales by paid and refunded", async () => {
    const { admin, cashSale, splitSale } = await clubWithSales();
    const orderIds = async (query: string) => {
      const res = await list(admin.token, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payments.map((p: { order_id: number }) => p.order_id);
    };
    expect(await orderIds("?method=debit")).toEqual([splitSale]);
    expect(await orderIds("?method=cash")).toEqual([splitSale, cashSale]);
    expect(await orderIds("?method=credit")).toEqual([]);
    expect(await orderIds("?status=paid")).toEqual([splitSale]);
    expect(await orderIds("?status=refunded")).toEqual([cashSale]);
    expect(await orderIds("?status=pending")).toEqual([]);
    expect(await orderIds("?start_date=2026-11-24")).toEqual([]);
    expect(await orderIds("?start_date=2026-11-23&end_date=2026-11-23&limit=1&page=2")).toEqual([cashSale]);
    const other = await saleClub(t);
    expect((await list(other.admin.token)).json().pagination.total).toBe(0);
  });
});

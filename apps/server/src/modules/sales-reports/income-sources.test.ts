import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, insertBooking, testClock } from "../../../test/booking-factories";
import { createAdmin, createClub } from "../../../test/factories";
import {
  type FakeWebpay,
  startFakeWebpay,
  WEBPAY_TEST_CREDENTIALS,
  webpayConfigFor,
} from "../../../test/fake-webpay";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { ordersAt } from "../../../test/order-helpers";
import { insertBookingPayment, playerBooking, startPayment } from "../../../test/payment-helpers";
import { reportCall } from "../../../test/report-helpers";
import { latestRecordOf, openRegister, payAtReception } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-23T12:00:00Z");
const DAY = "start_date=2026-11-23&end_date=2026-11-23";

type Figures = { gross: number; refunds: number; net: number; sales_count: number; refunds_count: number };
type Payment = { channel: string; amount: number; status: string };

/**
 * One Monday of a club (Santiago, UTC−3) in every way it takes money: a point-of-sale sale with a booking
 * line, another sale cancelled the same day, a booking paid at reception and one paid online through
 * Webpay. The reports, the register's record and the payments list must tell the same pesos.
 */
describe(`the reports are the club's income, as registers and payments tell it (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let webpay: FakeWebpay;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let registerId: number;
  const { order, act } = ordersAt(() => t, clock);

  beforeAll(async () => {
    webpay = await startFakeWebpay(WEBPAY_TEST_CREDENTIALS);
    t = await createTestApp({
      now: clock.now,
      config: webpayConfigFor(webpay),
    });
    const club = await createClub(t.ctx.db, { onlinePaymentPercentage: 50 });
    const court = await createBookableCourt(t.ctx.db, club.id);
    admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    registerId = (await openRegister(t, admin)).id;
    // The opening is stamped by the database's clock, not the test's: it opened at 09:00 of this day.
    await stored(t.ctx.db)`
      update cash_register_records set opened_at = ${clock.now().toISOString()} where cash_register_id = ${registerId}`;
    const water = await createItem(t.ctx.db, club.id, {
      item_name: "Agua mineral",
      item_sell_price: 1000,
      item_stock: { item_stock_stock: 10 },
    });

    // 10:00 a sale of the point of sale: a booking's line (20 000) and two waters, in cash.
    const counterBooking = await insertBooking(t.ctx.db, court, new Date("2026-11-24T15:00:00Z"), 60);
    await order({ admin }, "2026-11-23T13:00:00Z", "paid", {
      order_bookings: [{ booking: counterBooking.id, percentage: 100 }],
      order_items: [{ item: water.id, quantity: 2 }],
      order_payments: [{ method: "cash", amount: 22000 }],
    });
    // 10:30 a sale by debit, cancelled at 11:00: sold and given back the same day.
    const returned = await order({ admin }, "2026-11-23T13:30:00Z", "paid", {
      order_items: [{ item: water.id, quantity: 1 }],
      order_payments: [{ method: "debit", amount: 1000 }],
    });
    await act({ admin }, "2026-11-23T14:00:00Z", "GET", `cancel_order/${returned}`);

    // 12:00 a walk-in's booking of 24 000 paid at reception by transfer.
    clock.set("2026-11-23T15:00:00Z");
    const walkIn = await insertBooking(t.ctx.db, court, new Date("2026-11-24T17:00:00Z"), 90, {
      price: 24000,
    });
    const paid = await payAtReception(t, admin.token, walkIn.id, "transfer");
    expect(paid.statusCode, paid.body).toBe(200);

    // 13:00 a player books and pays half online: 11 000 through Webpay.
    clock.set("2026-11-23T16:00:00Z");
    const { player, booking } = await playerBooking(t, court);
    const started = await startPayment(t, player.token, booking.slug, 50);
    expect(started.statusCode, started.body).toBe(200);
    const back = await t.app.inject({
      method: "GET",
      url: `/api/payment/return?token_ws=${started.json().post_fields.token_ws}`,
    });
    expect(back.headers.location).toMatch(/resultado=pagado$/);
    // Another club takes 30 000 at its reception the same day: never in this club's figures.
    const other = await createClub(t.ctx.db);
    const otherCourt = await createBookableCourt(t.ctx.db, other.id);
    const theirs = await insertBooking(t.ctx.db, otherCourt, new Date("2026-11-24T15:00:00Z"), 60);
    const at = new Date("2026-11-23T17:00:00Z");
    await insertBookingPayment(t.ctx.db, {
      clubId: other.id,
      bookingId: theirs.id,
      channel: "reception",
      method: "cash",
      percentage: 100,
      amount: 30000,
      status: "paid",
      createdAt: at,
      settledAt: at,
    });
    clock.set("2026-11-23T20:00:00Z");
  });
  afterAll(async () => {
    await t.close();
    await webpay.close();
  });

  const get = <T>(path: string) => reportCall<T>(t, admin.token, path);
  const KEYS = ["gross", "refunds", "net", "sales_count", "refunds_count"] as const;
  const sum = (rows: Figures[]) =>
    Object.fromEntries(KEYS.map((k) => [k, rows.reduce((total, r) => total + r[k], 0)])) as Figures;
  const income = { gross: 23000 + 24000 + 11000, refunds: 1000, net: 22000 + 24000 + 11000 };

  it("every report counts each peso once, with its source", async () => {
    const { sources } = await get<{ sources: (Figures & { source: string })[] }>(
      `report/sales_by_source?${DAY}`,
    );
    expect(sources).toEqual([
      { source: "pos", gross: 23000, refunds: 1000, net: 22000, sales_count: 2, refunds_count: 1 },
      { source: "reception", gross: 24000, refunds: 0, net: 24000, sales_count: 1, refunds_count: 0 },
      { source: "online", gross: 11000, refunds: 0, net: 11000, sales_count: 1, refunds_count: 0 },
    ]);
    const total = sum(sources);
    expect(total).toMatchObject(income);

    const overTime = await get<{ totals: Figures }>(`order/get_sales_report?${DAY}`);
    expect(overTime.totals).toEqual(total);
    const performance = await get<{ current: Figures }>(`order/get_sales_period_performance_report?${DAY}`);
    expect(performance.current).toMatchObject(total);
    const { methods } = await get<{ methods: (Figures & { method: string })[] }>(
      `report/sales_by_payment_method?${DAY}`,
    );
    expect(sum(methods)).toEqual(total);
    expect(methods.find((m) => m.method === "webpay")?.gross).toBe(11000);
    expect(methods.find((m) => m.method === "transfer")?.gross).toBe(24000);
    const { hours } = await get<{ hours: (Figures & { hour: number })[] }>(`report/sales_by_hour?${DAY}`);
    expect(sum(hours)).toEqual(total);
    expect(hours.find((h) => h.hour === 12)?.gross).toBe(24000);
    expect(hours.find((h) => h.hour === 13)?.gross).toBe(11000);
    const { categories } = await get<{ categories: (Figures & { kind: string })[] }>(
      `order/get_payed_orders_count_report_split_by_items_category?${DAY}`,
    );
    expect(sum(categories).net).toBe(total.net);
    expect(categories.find((c) => c.kind === "bookings")).toMatchObject({ gross: 20000 + 24000 + 11000 });
  });

  it("the register's record and /admin/pagos hold the same pesos as the reports", async () => {
    const record = await latestRecordOf(t, registerId);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/admin/cash_register_record/find_cash_register_record/${record.id}`,
      headers: bearer(admin.token),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const balances = detail.json().balances;
    expect(balances).toMatchObject({ cash: 22000, debit: 0, transfer: 24000, reservation: 11000 });
    expect(balances.total).toBe(income.net);

    const list = await t.app.inject({
      method: "GET",
      url: `/api/admin/payment/get_payments?${DAY}`,
      headers: bearer(admin.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const paid = (channel: string) =>
      (list.json().payments as Payment[])
        .filter((p) => p.channel === channel && p.status === "paid")
        .reduce((a, p) => a + p.amount, 0);
    const { sources } = await get<{ sources: (Figures & { source: string })[] }>(
      `report/sales_by_source?${DAY}`,
    );
    expect(paid("reception")).toBe(sources.find((s) => s.source === "reception")?.net);
    expect(paid("online")).toBe(sources.find((s) => s.source === "online")?.net);
    const { categories } = await get<{ categories: (Figures & { kind: string })[] }>(
      `order/get_payed_orders_count_report_split_by_items_category?${DAY}`,
    );
    expect(paid("sale") + paid("reception") + paid("online")).toBe(
      categories.find((c) => c.kind === "bookings")?.net,
    );
  });
});

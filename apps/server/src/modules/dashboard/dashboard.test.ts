import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createAdmin, createPlayer, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { createOrderCall, orderCall, saleClub } from "../../../test/order-helpers";

const DASHBOARD = "/api/admin/report/dashboard";

describe(`dashboard: the club's day at a glance (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const clock = testClock("2026-11-16T13:00:00Z");
  let t: TestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  let water: { id: number };

  const dashboard = async (token = club.admin.token) => {
    const res = await t.app.inject({ method: "GET", url: DASHBOARD, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  /** A paid sale of `units` waters (1 000 each) at `iso`, in cash. */
  const sell = async (iso: string, units: number, status: "paid" | "pending" = "paid") => {
    clock.set(iso);
    const res = await createOrderCall(t, club.admin.token, {
      order_status: status,
      order_source: "pos",
      order_items: [{ item: water.id, quantity: units }],
      order_payments: [{ method: "cash", amount: units * 1000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t);
    water = await createItem(t.ctx.db, club.admin.clubId, {
      item_name: "Agua en caja",
      item_sell_price: 1000,
      item_stock: { item_stock_stock: 100 },
    });
    // Monday 2026-11-16, Santiago (UTC-3): a week before the dashboard's Monday.
    await sell("2026-11-16T02:59:00Z", 1); // Sunday 15-11 23:59 local: another day
    await sell("2026-11-16T03:30:00Z", 2); // 00:30 local
    const refunded = await sell("2026-11-16T13:00:00Z", 3); // 10:00 local
    await sell("2026-11-16T18:01:00Z", 4); // 15:01 local: after the same time of day
    await sell("2026-11-16T23:00:00Z", 5, "pending"); // pending: never a sale
    // Monday 2026-11-23.
    await sell("2026-11-23T12:00:00Z", 6); // 09:00 local
    clock.set("2026-11-23T14:00:00Z");
    expect((await orderCall(t, club.admin.token, "GET", `cancel_order/${refunded}`)).statusCode).toBe(200);
    clock.set("2026-11-23T18:00:00Z"); // 15:00 local
  });
  afterAll(() => t.close());

  it("counts today's net sales (paid less refunded today) against the same weekday last week", async () => {
    const data = await dashboard();
    expect(data.date).toBe("2026-11-23");
    expect(data.time).toBe("15:00");
    // Today: 6 000 paid, 3 000 refunded for last week's sale; one sale.
    expect(data.sales.today).toEqual({ net_amount: 3000, orders_count: 1 });
    // Last Monday up to 15:00: 2 000 + 3 000 (refunded only today, it still sold then).
    expect(data.sales.last_week_so_far).toEqual({ net_amount: 5000, orders_count: 2 });
    expect(data.sales.last_week_whole_day).toEqual({ net_amount: 9000, orders_count: 3 });
  });

  it("shows the courts in use now and the next bookings of today, on the club's clock", async () => {
    const player = await createUser(t.ctx.db, { clubId: club.admin.clubId, name: "Ana", lastname: "Muñoz" });
    await insertBooking(t.ctx.db, club.court, new Date("2026-11-23T17:30:00Z"), 90, { userId: player.id });
    await insertBooking(t.ctx.db, club.court, new Date("2026-11-23T20:00:00Z"), 60, {
      walkInName: "Cliente Mostrador",
    });
    // Ended before now, and tomorrow: neither shows.
    await insertBooking(t.ctx.db, club.court, new Date("2026-11-23T12:00:00Z"), 60);
    await insertBooking(t.ctx.db, club.court, new Date("2026-11-24T12:00:00Z"), 60);
    const { courts } = await dashboard();
    expect(courts.total).toBe(1);
    expect(courts.now).toEqual([
      expect.objectContaining({
        court_name: "Cancha 1",
        start_time: "14:30",
        end_time: "16:00",
        who: "Ana Muñoz",
      }),
    ]);
    expect(courts.next).toEqual([
      expect.objectContaining({
        start_time: "17:00",
        end_time: "18:00",
        who: "Cliente Mostrador",
        blocked: false,
      }),
    ]);
  });

  it("lists the items at or under their critical stock, furthest under first", async () => {
    const low = await createItem(t.ctx.db, club.admin.clubId, {
      item_name: "Overgrip",
      item_sell_price: 2000,
      item_stock: { item_stock_stock: 1, item_stock_critical_stock: 4 },
    });
    await createItem(t.ctx.db, club.admin.clubId, {
      item_name: "Muñequera",
      item_sell_price: 2000,
      item_stock: { item_stock_stock: 3, item_stock_critical_stock: 3 },
    });
    const { critical_stock } = await dashboard();
    expect(critical_stock.count).toBe(2);
    expect(critical_stock.items.map((i: { item_name: string }) => i.item_name)).toEqual([
      "Overgrip",
      "Muñequera",
    ]);
    expect(critical_stock.items[0]).toMatchObject({ id: low.id, item_stock: 1, item_critical_stock: 4 });
  });

  it("never counts another club's sales, courts or stock; players and strangers are turned away", async () => {
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const data = await dashboard(other.token);
    expect(data.sales.today).toEqual({ net_amount: 0, orders_count: 0 });
    expect(data.courts).toEqual({ total: 0, now: [], next: [] });
    expect(data.critical_stock).toEqual({ count: 0, items: [] });
    expect((await t.app.inject({ method: "GET", url: DASHBOARD })).statusCode).toBe(401);
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const asPlayer = await t.app.inject({ method: "GET", url: DASHBOARD, headers: bearer(player.token) });
    expect(asPlayer.statusCode).toBe(403);
  });
});

describe(`dashboard across Chile's April clock change (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  // Saturday 2026-04-04 has 25 hours in Santiago: 00:00 (UTC-3) is followed by a second 23:00 (UTC-4).
  const clock = testClock("2026-04-04T13:00:00Z");
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it("compares with the same time of day a week ago on the clock, not 168 hours back", async () => {
    const club = await saleClub(t);
    const sell = async (iso: string, amount: number) => {
      clock.set(iso);
      const res = await createOrderCall(t, club.admin.token, {
        order_status: "paid",
        order_source: "pos",
        order_items: [{ item: club.water.id, quantity: amount / 1000 }],
        order_payments: [{ method: "cash", amount }],
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await sell("2026-04-04T12:30:00Z", 1000); // 09:30 local (UTC-3)
    await sell("2026-04-04T13:30:00Z", 2000); // 10:30 local: after 10:00, though before 168 h back
    await sell("2026-04-05T03:30:00Z", 3000); // the second 23:30 of Saturday (UTC-4): still Saturday
    clock.set("2026-04-11T14:00:00Z"); // Saturday 10:00 local (UTC-4)
    const res = await t.app.inject({ method: "GET", url: DASHBOARD, headers: bearer(club.admin.token) });
    const { sales, time } = res.json().data;
    expect(time).toBe("10:00");
    expect(sales.last_week_so_far).toEqual({ net_amount: 1000, orders_count: 1 });
    expect(sales.last_week_whole_day).toEqual({ net_amount: 6000, orders_count: 3 });
  });
});

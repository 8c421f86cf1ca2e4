import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { insertBooking, testClock } from "../../../../test/booking-factories";
import { createCashRegister, createUser } from "../../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../../test/harness";
import { createItem } from "../../../../test/inventory-factories";
import { ordersAt, saleClub } from "../../../../test/order-helpers";
import { reportCall } from "../../../../test/report-helpers";
import { insertRecords } from "../../../../test/staff-booking-helpers";
import { stored } from "../../../../test/stored";
import { pgErrorOf } from "../../../db/client";
import { READ_ONLY_SQL_TRANSACTION } from "../../../db/read-only";
import { type Figure, mainValue } from "../figure";
import { createToolbox, ToolInputError } from "../toolbox";
import { findItemsByName } from "./item-names";
import { defineTool } from "./tool";
import { ASSISTANT_TOOLS } from "./tool-set";

// Friday 20 November 2026, 12:00 in Santiago (UTC−3): this week is 16–20, yesterday the 19th.
const NOW = "2026-11-20T15:00:00Z";
const clock = testClock("2026-10-01T12:00:00Z");
type Club = Awaited<ReturnType<typeof saleClub>>;

describe(`the assistant's tools give the figures of the screens (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Club;
  let other: Club;
  let grip: { id: number };
  const { order } = ordersAt(() => t, clock);
  const sell = (c: Club, at: string, item: { id: number }, quantity: number, cash: number) =>
    order(c, at, "paid", {
      order_items: [{ item: item.id, quantity }],
      order_payments: [{ method: "cash", amount: cash }],
    });
  const player = (c: Club, name: string, lastname: string) =>
    createUser(t.ctx.db, { clubId: c.admin.clubId, role: "authenticated", name, lastname });
  const book = (c: Club, at: string, userId: number, overrides: object = {}) =>
    insertBooking(t.ctx.db, c.court, new Date(at), 60, { userId, channel: "online", ...overrides });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t); // its register opened on 1 October
    other = await saleClub(t);
    grip = await createItem(t.ctx.db, club.admin.clubId, {
      item_name: "Grip Wilson",
      item_stock: { item_stock_stock: 1, item_stock_critical_stock: 3 },
    });
    await createItem(t.ctx.db, other.admin.clubId, {
      item_name: "Grip de otro club",
      item_stock: { item_stock_stock: 0, item_stock_critical_stock: 5 },
    });
    await sell(club, "2026-10-10T15:00:00Z", club.water, 3, 3000);
    await sell(club, "2026-11-13T13:00:00Z", club.balls, 1, 6990); // last Friday 10:00
    await sell(club, "2026-11-18T15:00:00Z", club.water, 2, 2000);
    await sell(club, "2026-11-19T15:00:00Z", club.balls, 1, 6990);
    await sell(club, "2026-11-20T13:00:00Z", club.water, 1, 1000); // today 10:00
    await order(club, "2026-11-19T16:00:00Z", "pending", {
      order_items: [{ item: club.water.id, quantity: 2 }],
    });
    // Another club sells, leaves an order pending and has a player who books a lot: never counted.
    await sell(other, "2026-11-19T15:00:00Z", other.balls, 2, 13980);
    await order(other, "2026-11-19T17:00:00Z", "pending", {
      order_items: [{ item: other.balls.id, quantity: 1 }],
    });
    const [ana, beto, outsider] = [
      await player(club, "Ana", "Pérez"),
      await player(club, "Beto", "Soto"),
      await player(other, "Zoe", "Ajena"),
    ];
    for (const at of ["2026-11-16T13:00:00Z", "2026-11-17T22:00:00Z", "2026-11-18T13:00:00Z"])
      await book(club, at, ana.id);
    await book(club, "2026-11-19T13:00:00Z", beto.id, { channel: "reception" });
    await book(club, "2026-11-17T13:00:00Z", beto.id, {
      cancelledAt: new Date("2026-11-16T12:00:00Z"),
      cancelledBy: beto.id,
      cancelReason: "No puede",
    });
    for (const at of [
      "2026-11-16T13:00:00Z",
      "2026-11-17T13:00:00Z",
      "2026-11-18T13:00:00Z",
      "2026-11-19T13:00:00Z",
    ])
      await book(other, at, outsider.id);
    // Yesterday's register closings: Camila's short by 1 500, the administrator's square; another club's.
    const camila = await createUser(t.ctx.db, {
      clubId: club.admin.clubId,
      role: "club_administrator",
      name: "Camila",
      lastname: "Rojas",
    });
    const closing = (c: Club, registerId: number, userId: number, hour: number, diff: number) => ({
      clubId: c.admin.clubId,
      cashRegisterId: registerId,
      userId,
      openAmount: 30000,
      closeAmount: 50000,
      openedAt: new Date(`2026-11-19T${hour}:00:00Z`),
      closedAt: new Date(`2026-11-19T${hour + 2}:00:00Z`),
      cashBalanceDiff: diff,
    });
    const box2 = await createCashRegister(t.ctx.db, club.admin.clubId, "Caja 2");
    const otherBox = await createCashRegister(t.ctx.db, other.admin.clubId, "Caja ajena");
    await insertRecords(t.ctx.db, [
      closing(club, box2.id, camila.id, 12, -1500),
      closing(club, box2.id, club.admin.user.id, 18, 0),
      closing(other, otherBox.id, other.admin.user.id, 14, 999),
    ]);
    clock.set(NOW);
  });
  afterAll(() => t.close());

  const toolbox = (c: Club) =>
    createToolbox(ASSISTANT_TOOLS, {
      db: t.ctx.db,
      clubId: c.admin.clubId,
      now: clock.now(),
      timeZone: "America/Santiago",
    });
  const run = (name: string, input: object, c: Club = club) => toolbox(c).run(name, input);
  const get = <T = Record<string, unknown>>(path: string, c: Club = club) =>
    reportCall<T>(t, c.admin.token, path);
  const column = (figure: Figure, key: string) => figure.rows.map((row) => row[key]);
  const WEEK = "start_date=2026-11-16&end_date=2026-11-20";

  it("sales: the net of some days and of one method, as the sales reports", async () => {
    const days = { start_date: "2026-11-18", end_date: "2026-11-20" };
    const report = await get<{ totals: { net: number } }>(
      `order/get_sales_report?start_date=2026-11-18&end_date=2026-11-20`,
    );
    expect(mainValue(await run("sales", days))).toBe(report.totals.net);
    expect(report.totals.net).toBe(9990);
    const methods = await get<{ methods: { method: string; net: number }[] }>(
      "report/sales_by_payment_method?start_date=2026-11-18&end_date=2026-11-20",
    );
    const cash = await run("sales", { ...days, method: "cash" });
    expect(mainValue(cash)).toBe(methods.methods.find((m) => m.method === "cash")?.net);
    expect(cash.link?.href).toBe("/admin/reportes?periodo=rango&desde=2026-11-18&hasta=2026-11-20");
    const bySource = await run("sales", { ...days, split: "source" });
    expect(column(bySource, "net").reduce((sum: number, net) => sum + Number(net), 0)).toBe(
      report.totals.net,
    );
  });

  it("compare_sales: this month against the last, and days against the days before, as the reports", async () => {
    type Performance = { change: { net: number | null }; previous: { net: number; start_date: string } };
    const month = await get<Performance>("order/get_sales_period_performance_report?period=month");
    const figure = await run("compare_sales", {});
    expect(mainValue(figure)).toBe(month.change.net);
    expect(figure.rows[0]?.previous).toBe(month.previous.net);
    expect(figure.link?.href).toBe("/admin/reportes?periodo=mes");
    const range = await get<Performance>(`order/get_sales_period_performance_report?${WEEK}`);
    const days = await run("compare_sales", { start_date: "2026-11-16", end_date: "2026-11-20" });
    expect(mainValue(days)).toBe(range.change.net);
    expect(days.filters[0]?.value).toBe("del miércoles 11 al domingo 15 de noviembre");
  });

  it("top_items and item_sales: the reports' item ranking", async () => {
    type Top = { items: { item_id: number; item_name: string; net: number; net_quantity: number }[] };
    const top = await get<Top>("report/top_items?period=month&sort=quantity&limit=2");
    const figure = await run("top_items", { period: "this_month", by: "quantity", limit: 2 });
    expect(column(figure, "label")).toEqual(top.items.map((i) => i.item_name));
    expect(column(figure, "quantity")).toEqual(top.items.map((i) => i.net_quantity));
    const water = top.items.find((i) => i.item_id === club.water.id);
    expect(mainValue(await run("item_sales", { item_id: club.water.id }))).toBe(water?.net);
    expect(water?.net).toBe(3000);
    const unsold = await run("item_sales", { item_id: grip.id });
    expect(unsold.rows[0]).toMatchObject({ label: "Grip Wilson", net: 0, quantity: 0 });
  });

  it("item_stock and critical_stock: the item's page and the dashboard's critical list", async () => {
    type Item = { data: { item_stock: { item_stock_stock: number; item_stock_critical_stock: number } } };
    const item = await get<Item>(`item/find_item/${club.balls.id}`);
    const stock = await run("item_stock", { item_id: club.balls.id });
    expect(mainValue(stock)).toBe(item.data.item_stock.item_stock_stock);
    expect(stock.link?.href).toBe(`/admin/inventario/${club.balls.id}`);
    type Dashboard = { data: { critical_stock: { count: number; items: { item_name: string }[] } } };
    const { critical_stock } = (await get<Dashboard>("report/dashboard")).data;
    const critical = await run("critical_stock", {});
    expect(column(critical, "label")).toEqual(critical_stock.items.map((i) => i.item_name));
    expect(column(critical, "label")).toEqual(["Grip Wilson"]);
    expect(critical.title).toBe(`Productos en stock crítico: ${critical_stock.count}`);
    expect(critical.link?.href).toBe("/admin/inventario?stock=critico");
  });

  it("pending_orders: the pending orders' list, all of them or of some days", async () => {
    type Orders = { orders: { order_amount: number }[]; pagination: { total: number } };
    const list = await get<Orders>("order/get_orders?status=pending&limit=50");
    const all = await run("pending_orders", {});
    expect(mainValue(all)).toBe(list.pagination.total);
    expect(all.rows[0]?.amount).toBe(list.orders.reduce((sum, o) => sum + o.order_amount, 0));
    expect(all.rows[0]).toMatchObject({ orders: 1, amount: 2000 });
    expect(all.link?.href).toBe("/admin/pendientes");
    const today = await run("pending_orders", { period: "today" });
    expect(mainValue(today)).toBe(0);
    expect(today.link?.href).toBe("/admin/pendientes?desde=2026-11-20&hasta=2026-11-20");
  });

  it("register_sessions: yesterday's closings as Balances lists them, and one operator's named loosely", async () => {
    type Records = { cash_register_records: { id: number; cash_balance_diff: number }[] };
    const records = await get<Records>(
      "cash_register_record/get_cash_register_records?status=closed&start_date=2026-11-19&end_date=2026-11-19",
    );
    const yesterday = await run("register_sessions", {});
    expect(column(yesterday, "difference")).toEqual(
      records.cash_register_records.map((r) => r.cash_balance_diff),
    );
    expect(column(yesterday, "difference")).toEqual([0, -1500]);
    expect(yesterday.link?.href).toBe("/admin/balances?desde=2026-11-19&hasta=2026-11-19");
    const camila = await run("register_sessions", { period: "yesterday", operator: "Cami" });
    expect(mainValue(camila)).toBe(-1500);
    expect(camila.filters).toEqual([{ label: "Operador", value: "Camila Rojas" }]);
    expect(camila.rows[0]).toMatchObject({ expected: 51500, counted: 50000 });
    const id = records.cash_register_records.find((r) => r.cash_balance_diff === -1500)?.id;
    expect(camila.link?.href).toBe(`/admin/balances/${id}`);
    const short = await run("register_sessions", { period: "yesterday", only_differences: true });
    expect(column(short, "difference")).toEqual([-1500]);
  });

  it("court_occupancy and booking_activity: the statistics of the same days", async () => {
    type Occupancy = {
      totals: { occupancy_percent: number | null };
      heatmap: { open_minutes: number; occupancy_percent: number | null }[];
    };
    const occupancy = await get<Occupancy>(`report/get_booking_occupancy_report?${WEEK}`);
    const total = await run("court_occupancy", { period: "this_week" });
    expect(mainValue(total)).toBe(occupancy.totals.occupancy_percent);
    expect(total.link?.href).toBe("/admin/estadisticas?periodo=rango&desde=2026-11-16&hasta=2026-11-20");
    const busiest = await run("court_occupancy", { period: "this_week", focus: "busy_hours" });
    const open = occupancy.heatmap.filter((c) => c.open_minutes > 0).map((c) => c.occupancy_percent ?? 0);
    expect(busiest.rows[0]?.occupancy).toBe(Math.max(...open));
    expect(busiest.rows[0]?.label).toBe("lunes 10:00–11:00");
    const emptiest = await run("court_occupancy", { period: "this_week", focus: "empty_hours" });
    expect(emptiest.rows[0]?.occupancy).toBe(Math.min(...open));
    expect(emptiest.rows[0]?.label).toBe("lunes 08:00–09:00"); // the courts open at 08:00
    type Activity = { bookings: number; cancellations: { total: number } };
    const activity = await get<Activity>(`report/get_booking_activity_report?${WEEK}`);
    const figure = await run("booking_activity", {});
    expect(mainValue(figure)).toBe(activity.bookings);
    expect(activity.bookings).toBe(4);
    expect(figure.rows.find((r) => r.label === "Cancelaciones")?.count).toBe(activity.cancellations.total);
    const oneDay = await run("booking_activity", { period: "yesterday" });
    expect(oneDay.link?.href).toBe("/admin/estadisticas?periodo=rango&desde=2026-11-19&hasta=2026-11-19");
  });

  it("top_players: the users' list sorted by bookings, of all time", async () => {
    type Users = { users: { name: string; lastname: string; bookings_count: number }[] };
    const users = await get<Users>("user/get_club_users?sort=bookings&role=authenticated&limit=5");
    const players = await run("top_players", { by: "bookings" });
    expect(column(players, "label")).toEqual(users.users.map((u) => `${u.name} ${u.lastname}`));
    expect(column(players, "bookings")).toEqual([3, 1]);
    expect(players.title).toContain("de siempre");
    expect(players.link?.href).toBe("/admin/lista_usuarios?orden=bookings&rol=authenticated");
  });

  // getDashboard sends its statements in parallel, which node-postgres refuses on one connection (a
  // transaction's) under --throw-deprecation: on PostgreSQL once the dashboard awaits them in turn.
  it("today_overview: the dashboard", async () => {
    type Dashboard = {
      data: { sales: { today: { net_amount: number }; last_week_so_far: { net_amount: number } } };
    };
    const { sales } = (await get<Dashboard>("report/dashboard")).data;
    const today = await run("today_overview", {});
    expect(mainValue(today)).toBe(sales.today.net_amount);
    expect(today.rows[1]?.amount).toBe(sales.last_week_so_far.net_amount);
    expect([sales.today.net_amount, sales.last_week_so_far.net_amount]).toEqual([1000, 6990]);
  });

  it("finds the club's items by a loose name", async () => {
    const found = await findItemsByName(t.ctx.db, club.admin.clubId, "agua minerl");
    expect(found[0]).toMatchObject({ id: club.water.id, name: "Agua mineral" });
    expect((await run("find_items", { name: "agua minerl" })).rows[0]?.id).toBe(club.water.id);
    expect((await findItemsByName(t.ctx.db, club.admin.clubId, "grip")).map((i) => i.name)).toEqual([
      "Grip Wilson",
    ]);
  });

  it("refuses a club id in the input, and never shows another club's data", async () => {
    await expect(run("sales", { club_id: other.admin.clubId })).rejects.toThrow(ToolInputError);
    await expect(run("top_players", { by: "spend", club_id: 1 })).rejects.toThrow(ToolInputError);
    await expect(run("item_stock", { item_id: other.water.id })).rejects.toThrow(ToolInputError);
    await expect(run("item_sales", { item_id: other.balls.id })).rejects.toThrow(ToolInputError);
    const yesterday = { period: "yesterday" };
    expect(mainValue(await run("sales", yesterday))).toBe(6990);
    expect(mainValue(await run("sales", yesterday, other))).toBe(13980);
    expect(column(await run("top_players", {}), "label")).not.toContain("Zoe Ajena");
    expect(column(await run("critical_stock", {}), "label")).not.toContain("Grip de otro club");
    expect(column(await run("register_sessions", {}), "difference")).not.toContain(999);
    expect(mainValue(await run("booking_activity", yesterday))).toBe(1);
  });

  it("runs every tool in a transaction where the database refuses writes", async () => {
    const rogue = defineTool({
      name: "rogue",
      description: "Intenta escribir",
      input: z.strictObject({}),
      async run(ctx) {
        const write = stored(ctx.db);
        await write`insert into cash_registers (club_id, cash_register_name) values (${ctx.clubId}, 'Intrusa')`;
        throw new Error("the write went through");
      },
    });
    const box = createToolbox([rogue], {
      db: t.ctx.db,
      clubId: club.admin.clubId,
      now: clock.now(),
      timeZone: "UTC",
    });
    const error = await box.run("rogue", {}).catch((e: unknown) => e);
    expect(pgErrorOf(error)?.code).toBe(READ_ONLY_SQL_TRANSACTION);
    expect(
      await stored(t.ctx.db)`select id from cash_registers where cash_register_name = 'Intrusa'`,
    ).toEqual([]);
  });
});

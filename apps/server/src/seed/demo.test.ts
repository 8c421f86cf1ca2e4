import type { Court } from "@club/contract";
import { isValidRut } from "@club/domain";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, openTestDatabase, type TestApp, testConfig } from "../../test/harness";
import { itemsOfClub, movementsOfClub } from "../../test/inventory-rows";
import { notificationsOfClub, notificationsOfUser } from "../../test/notification-rows";
import { stored } from "../../test/stored";
import type { DbOrTx } from "../db/client";
import { recordTakings } from "../modules/cash-registers/record-takings.repository";
import { findSessionUser } from "../modules/users/users.repository";
import { seedDemoIfEmpty } from "./demo";

const DEMO_PASSWORD = "demo-clave-segura";

/** Collects what the seed logs, to check what an operator sees on the first start. */
function captureLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (message: unknown) => {
    lines.push({ level, message: String(message) });
  };
  const log = { info: at("info"), warn: at("warn"), error: at("error"), debug: at("debug") };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

type ClubRow = {
  id: number;
  name: string;
  slug: string;
  enabledServices: number[];
  supportEmail: string;
  maxActiveBookings: number;
};
const clubsInOrder = (db: DbOrTx) =>
  stored<ClubRow>(db)`
    select id, name, slug, enabled_services as "enabledServices", support_email as "supportEmail",
      max_active_bookings as "maxActiveBookings"
    from clubs order by id`;

type BookingRow = {
  id: number;
  userId: number | null;
  status: string;
  bookingType: string;
  price: number;
  paymentPercentage: number;
  startsAtMs: number;
  cancelledAt: string | null;
  cancelReason: string | null;
};
const bookingsOfClub = (db: DbOrTx, clubId: number) =>
  stored<BookingRow>(db)`
    select id, user_id as "userId", status, booking_type as "bookingType", price,
      payment_percentage as "paymentPercentage", (extract(epoch from starts_at) * 1000)::float8 as "startsAtMs",
      cancelled_at as "cancelledAt", cancel_reason as "cancelReason"
    from bookings where club_id = ${clubId}`;

describe("demo data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demoPassword: DEMO_PASSWORD } });
  });
  afterAll(() => t.close());

  const loginAs = (identifier: string, password = DEMO_PASSWORD) =>
    t.app.inject({ method: "POST", url: "/api/auth/local", payload: { identifier, password } });

  // Seeding sells three months at the counter through the orders service: slower than the rest.
  it("fills an empty database with both clubs, their registers, accounts and notifications", {
    timeout: 120_000,
  }, async () => {
    const { lines, log } = captureLog();
    expect(await seedDemoIfEmpty(t.ctx.db, t.ctx.config, log)).toBe(true);
    expect(lines.map((l) => l.message).join("\n")).not.toContain(DEMO_PASSWORD);
    const db = t.ctx.db;

    const allClubs = await clubsInOrder(db);
    expect(allClubs.map((c) => [c.name, c.slug])).toEqual([
      ["Club Demo Padel", "club-demo-padel"],
      ["Club Andes Padel", "club-andes-padel"],
    ]);
    const [demo, andes] = allClubs;
    if (!demo || !andes) throw new Error("faltan clubes");
    expect(demo.enabledServices).toEqual([1, 2, 3]);
    expect(demo.supportEmail).toBe(t.ctx.config.supportEmail);

    const registers = await stored<{ clubId: number; name: string }>(db)`
      select club_id as "clubId", cash_register_name as name from cash_registers order by cash_register_name`;
    expect(registers.map((r) => [r.clubId, r.name])).toEqual([
      [demo.id, "Caja 1"],
      [demo.id, "Caja 2"],
      [andes.id, "Caja Central"],
    ]);

    const byName = async (username: string) => {
      const [row] = await stored<{
        id: number;
        email: string;
        rut: string | null;
        phone: string | null;
        category: string | null;
        passwordHash: string;
      }>(db)`
        select id, email, rut, phone, category, password_hash as "passwordHash" from users where username = ${username}`;
      if (!row) throw new Error(`falta ${username}`);
      return { row, session: await findSessionUser(db, row.id) };
    };
    const admin = await byName("admin");
    expect(admin.session).toMatchObject({ name: "Camila", lastname: "Rojas", role: "club_administrator" });
    expect(admin.session?.clubId).toBe(demo.id);
    expect(admin.row.email).toBe("admin@clubdemopadel.cl");
    const admin2 = await byName("admin2");
    expect(admin2.session).toMatchObject({ role: "club_administrator", clubId: andes.id });
    const jugador = await byName("jugador");
    expect(jugador.session?.role).toBe("authenticated");
    expect(isValidRut(jugador.row.rut ?? "")).toBe(true);
    expect(jugador.row).toMatchObject({ category: "4ta", phone: expect.stringMatching(/^\+56 9/) });
    for (const u of [admin, admin2, jugador]) expect(u.row.passwordHash).toMatch(/^\$argon2id\$/);
    const memberships = await stored(db)`select user_id from club_memberships`;
    expect(memberships).toHaveLength(3 + 40);

    const mine = await notificationsOfUser(db, admin.row.id);
    expect(mine.length).toBeGreaterThanOrEqual(8);
    expect(Math.ceil(mine.length / 5)).toBe(2);
    expect(mine.every((n) => n.clubId === demo.id && n.link?.startsWith("/"))).toBe(true);
    const types = new Set(mine.map((n) => n.type));
    for (const type of ["critical_stock", "welcome", "maintenance"]) expect(types).toContain(type);
    expect([...types].some((type) => !["critical_stock", "welcome", "maintenance"].includes(type))).toBe(
      true,
    );
    expect(mine.find((n) => n.type === "welcome")?.title).toBe("¡Bienvenido a Club Demo Padel!");
    expect(mine.some((n) => n.title === "Stock crítico: Pelotas Head Padel Pro")).toBe(true);
    expect(new Set(mine.map((n) => n.status))).toEqual(new Set(["read", "unread"]));
    const agesInMinutes = mine.map((n) => (Date.now() - n.sentAt.getTime()) / 60_000);
    expect(agesInMinutes.some((m) => m < 60)).toBe(true);
    expect(agesInMinutes.some((m) => m >= 60 && m < 24 * 60)).toBe(true);
    expect(agesInMinutes.some((m) => m >= 24 * 60)).toBe(true);

    const theirs = await notificationsOfUser(db, admin2.row.id);
    expect(theirs.length).toBeGreaterThanOrEqual(1);
    expect(theirs.every((n) => n.clubId === andes.id)).toBe(true);
  });

  it("gives both clubs an address and courts open 08:00–23:00 with peak and off-peak prices", async () => {
    const publicClubs = (await t.app.inject({ method: "GET", url: "/api/clubs" })).json().data;
    expect(publicClubs.map((c: { name: string; address: string }) => [c.name, c.address !== ""])).toEqual([
      ["Club Andes Padel", true],
      ["Club Demo Padel", true],
    ]);
    const courtsOf = async (username: string) => {
      const token = (await loginAs(username)).json().jwt;
      const res = await t.app.inject({
        method: "GET",
        url: "/api/admin/court/get_courts",
        headers: { authorization: `Bearer ${token}` },
      });
      return res.json().data as Court[];
    };
    const demoCourts = await courtsOf("admin");
    expect(demoCourts.map((c) => c.court_name)).toEqual(["Cancha 1", "Cancha 2", "Cancha 3", "Cancha 4"]);
    expect(new Set(demoCourts.map((c) => c.indoor))).toEqual(new Set([true, false]));
    for (const court of demoCourts) {
      const spans = court.schedules.map((s) => [s.weekday, s.start_time, s.end_time, s.band, s.slot_minutes]);
      expect(spans.filter(([weekday]) => weekday === 3)).toEqual([
        [3, "08:00", "18:00", "off_peak", 30],
        [3, "18:00", "23:00", "peak", 30],
      ]);
      expect(spans.filter(([weekday]) => weekday === 7)).toEqual([[7, "08:00", "23:00", "peak", 30]]);
      expect(court.prices).toContainEqual({ band: "off_peak", duration_int: 60, price: 16000 });
      expect(court.prices).toContainEqual({ band: "peak", duration_int: 60, price: 24000 });
      expect(new Set(court.prices.map((p) => p.duration_int))).toEqual(new Set([60, 90, 120]));
    }
    expect(await courtsOf("admin2")).toHaveLength(2);
  });

  it("books both clubs over the past month and the next two weeks: every status, walk-ins and the demo player", async () => {
    const db = t.ctx.db;
    const [demo, andes] = await clubsInOrder(db);
    if (!demo || !andes) throw new Error("faltan clubes");
    const now = Date.now();
    const rows = await bookingsOfClub(db, demo.id);
    const live = rows.filter((b) => b.cancelledAt === null);
    const past = live.filter((b) => b.startsAtMs < now);
    const next = live.filter((b) => b.startsAtMs > now);
    expect(new Set(live.map((b) => b.status))).toEqual(new Set(["p0", "p50", "p100", "pr", "pc", "pb"]));
    expect(new Set(next.map((b) => b.status))).toEqual(new Set(["p0", "p50", "p100", "pr", "pc", "pb"]));
    expect(Math.min(...past.map((b) => b.startsAtMs))).toBeLessThan(now - 27 * 86_400_000);
    expect(Math.max(...next.map((b) => b.startsAtMs))).toBeGreaterThan(now + 12 * 86_400_000);
    expect(rows.some((b) => b.cancelReason !== null)).toBe(true);
    expect(new Set(live.map((b) => b.bookingType))).toEqual(new Set(["match", "class", "maintenance"]));

    const [player] = await stored<{ id: number }>(db)`select id from users where username = 'jugador'`;
    const mine = live.filter((b) => b.userId === player?.id);
    expect(mine.map((b) => b.status).sort()).toEqual(["p100", "p100", "p100", "p50"]);
    // Under the club's fair-use limit, so the demo player can still book.
    expect(mine.filter((b) => b.startsAtMs > now).length).toBeLessThan(demo.maxActiveBookings);

    // What was paid is in the payments list, to the peso.
    const paid = await stored<{ bookingId: number; amount: number; percentage: number; method: string }>(db)`
      select booking_id as "bookingId", amount, percentage, method from booking_payments where club_id = ${demo.id}`;
    const byBooking = new Map(live.map((b) => [b.id, b]));
    for (const payment of paid) {
      const booking = byBooking.get(payment.bookingId) ?? rows.find((b) => b.id === payment.bookingId);
      expect(payment.amount).toBe(Math.ceil(((booking?.price ?? 0) * payment.percentage) / 100));
      expect(payment.method).not.toBe("cash");
    }
    expect(paid.length).toBe(rows.filter((b) => b.paymentPercentage > 0).length);
    expect((await bookingsOfClub(db, andes.id)).length).toBeGreaterThan(20);
  });

  it("gives Club Demo Padel a living community: forty players of every category, a month of confirmed results in the ranking, open matches in the coming days and a feed", async () => {
    const db = t.ctx.db;
    const [demo] = await clubsInOrder(db);
    if (!demo) throw new Error("falta el club");
    const categories = await stored<{ category: string; n: number }>(db)`
      select u.category, count(*)::int as n from users u
      join club_memberships m on m.user_id = u.id and m.club_id = ${demo.id} and m.role = 'authenticated'
      group by u.category order by u.category`;
    expect(categories.map((c) => c.category).sort()).toEqual(
      ["1ra", "2da", "3ra", "4ta", "5ta", "6ta", "A", "B", "C", "D"].sort(),
    );
    expect(categories.reduce((sum, c) => sum + c.n, 0)).toBe(41);
    const [results] = await stored<{ n: number }>(db)`
      select count(*)::int as n from match_results where club_id = ${demo.id} and status = 'confirmed'`;
    expect(results?.n).toBeGreaterThanOrEqual(50);
    const ranking = await t.app.inject({
      method: "GET",
      url: `/api/rank/get_ranking?club_id=${demo.id}&limit=100`,
    });
    const ranked = ranking.json().players as { points: number; played: number; last_change: number }[];
    expect(ranked.length).toBeGreaterThanOrEqual(35);
    expect(new Set(ranked.map((p) => p.points)).size).toBeGreaterThan(20);
    expect(ranked.reduce((sum, p) => sum + p.played, 0)).toBe(4 * (results?.n ?? 0));
    const [open] = await stored<{ n: number }>(db)`
      select count(*)::int as n from matches m join bookings b on b.id = m.booking_id
      where m.club_id = ${demo.id} and m.visibility = 'public' and b.starts_at > now()`;
    expect(open?.n).toBeGreaterThanOrEqual(5);
    // Last night's match of the demo player, full, waits for its result.
    const [waiting] = await stored<{ n: number }>(db)`
      select count(*)::int as n from matches m
      join bookings b on b.id = m.booking_id
      join match_players p on p.match_id = m.id
      join users u on u.id = p.user_id and u.username = 'jugador'
      left join match_results r on r.match_id = m.id
      where m.club_id = ${demo.id} and b.starts_at < now() and r.id is null
        and (select count(*) from match_players q where q.match_id = m.id) = 3`;
    expect(waiting?.n).toBe(1);
    const kinds = await stored<{ kind: string }>(db)`
      select distinct kind from feed_items where club_id = ${demo.id} order by kind`;
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(["match", "member", "result"]));
  });

  it("stocks the demo club's inventory from the catalog: 30+ items in several categories, some critical, bulk ones", async () => {
    const db = t.ctx.db;
    const [demo, andes] = await clubsInOrder(db);
    if (!demo || !andes) throw new Error("faltan clubes");
    const demoItems = await itemsOfClub(db, demo.id);
    expect(demoItems.length).toBeGreaterThanOrEqual(30);
    expect(demoItems.filter((i) => i.productId !== null).length).toBeGreaterThan(demoItems.length / 2);
    expect(new Set(demoItems.map((i) => i.categoryId)).size).toBeGreaterThanOrEqual(6);
    expect(demoItems.every((i) => i.categoryId !== null)).toBe(true);
    const critical = demoItems.filter((i) => Number(i.stock) <= Number(i.criticalStock));
    expect(critical.length).toBeGreaterThanOrEqual(3);
    expect(critical.map((i) => i.name)).toEqual(
      expect.arrayContaining(["Pelotas Head Padel Pro", "Agua mineral sin gas 500 ml"]),
    );
    // Already alerted (the fixed demo notifications), so a sale does not alert again at once.
    expect(critical.every((i) => i.criticalNotified)).toBe(true);
    const bulk = demoItems.filter((i) => i.bulk).map((i) => [i.name, i.measurementUnit]);
    expect(bulk).toEqual(
      expect.arrayContaining([
        ["Maní a granel", "Kilogramos"],
        ["Jugo natural de naranja", "Litros"],
      ]),
    );

    // Every item's stock is its ledger's sum; the administrator's own movements carry her name.
    const ledger = await movementsOfClub(db, demo.id);
    for (const item of demoItems) {
      const sum = ledger.filter((m) => m.itemId === item.id).reduce((acc, m) => acc + Number(m.quantity), 0);
      expect(sum, item.name).toBeCloseTo(Number(item.stock), 3);
    }
    expect(ledger.some((m) => m.reason === "adjustment" && m.userId !== null)).toBe(true);
    const admin = await notificationsOfClub(db, demo.id);
    const alerts = admin.filter((n) => n.type === "critical_stock");
    expect(alerts).toHaveLength(3);
    // Each alert opens the critical item it names, not the inventory list.
    for (const alert of alerts) {
      expect(
        critical.some((i) => alert.link === `/admin/inventario/${i.id}`),
        `${alert.title} → ${alert.link}`,
      ).toBe(true);
    }

    const andesItems = await itemsOfClub(db, andes.id);
    expect(andesItems.length).toBeGreaterThanOrEqual(3);
  });

  it("sells at the counter for three months: every method, cancellations, closings with and without a difference, pending orders today", async () => {
    const db = t.ctx.db;
    const [demo] = (await clubsInOrder(db)).filter((c) => c.name === "Club Demo Padel");
    if (!demo) throw new Error("falta el club demo");
    const sales = await stored<{ status: string; change: number; createdAtMs: number }>(db)`
      select order_status as status, order_change as change,
        (extract(epoch from created_at) * 1000)::float8 as "createdAtMs"
      from orders where club_id = ${demo.id}`;
    const byStatus = (status: string) => sales.filter((o) => o.status === status);
    expect(byStatus("paid").length).toBeGreaterThan(150);
    expect(byStatus("cancelled").length).toBeGreaterThan(0);
    expect(byStatus("pending")).toHaveLength(3);
    const oldest = Math.min(...sales.map((o) => o.createdAtMs));
    expect(Date.now() - oldest).toBeGreaterThan(80 * 24 * 60 * 60 * 1000);
    const methods = await stored<{ method: string }>(db)`
      select distinct method from order_payments where club_id = ${demo.id}`;
    expect(methods.map((m) => m.method).sort()).toEqual(["cash", "credit", "debit", "transfer"]);
    expect(sales.some((o) => o.change > 0)).toBe(true);
    expect(
      (await stored(db)`select id from order_bookings where club_id = ${demo.id}`).length,
    ).toBeGreaterThan(0);

    // Every session is closed, with balances that are what its rows add up to; some counted a difference.
    const records = await stored<{
      id: number;
      closedAt: string | null;
      cashBalanceDiff: number;
      cashBalance: number;
      debitBalance: number;
      creditBalance: number;
      transferBalance: number;
    }>(db)`
      select id, closed_at as "closedAt", cash_balance_diff as "cashBalanceDiff", close_cash_balance as "cashBalance",
        close_debit_balance as "debitBalance", close_credit_balance as "creditBalance",
        close_transfer_balance as "transferBalance"
      from cash_register_records where club_id = ${demo.id}`;
    expect(records.length).toBeGreaterThanOrEqual(90);
    expect(records.every((r) => r.closedAt !== null)).toBe(true);
    expect(records.some((r) => r.cashBalanceDiff !== 0)).toBe(true);
    expect(records.some((r) => r.cashBalanceDiff === 0)).toBe(true);
    for (const record of records) {
      const takings = await recordTakings(db, record.id, new Date(record.closedAt ?? Date.now()));
      expect([record.cashBalance, record.debitBalance, record.creditBalance, record.transferBalance]).toEqual(
        [takings.cash, takings.debit, takings.credit, takings.transfer],
      );
    }
  });

  it("does nothing the second time", async () => {
    const count = async () => ({
      clubs: (await stored(t.ctx.db)`select id from clubs`).length,
      users: (await stored(t.ctx.db)`select id from users`).length,
      registers: (await stored(t.ctx.db)`select id from cash_registers`).length,
      notifications: (await stored(t.ctx.db)`select id from notifications`).length,
    });
    const before = await count();
    const { lines, log } = captureLog();
    expect(await seedDemoIfEmpty(t.ctx.db, t.ctx.config, log)).toBe(false);
    expect(await count()).toEqual(before);
    expect(lines).toEqual([]);
  });

  it("lets the demo accounts sign in through the API with DEMO_PASSWORD", async () => {
    const admin = await loginAs("admin");
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ username: "admin", role: "club_administrator" });
    expect((await loginAs("ADMIN@clubdemopadel.cl")).statusCode).toBe(200);
    expect((await loginAs("jugador")).json().user.role).toBe("authenticated");
    expect((await loginAs("admin2")).json().user.role).toBe("club_administrator");
    expect((await loginAs("admin", "otra-clave-cualquiera")).statusCode).toBe(401);
  });
});

describe("demo data without DEMO_PASSWORD", () => {
  it("generates a password, prints it once, and it opens the accounts", { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    try {
      const first = captureLog();
      expect(await seedDemoIfEmpty(t.ctx.db, t.ctx.config, first.log)).toBe(true);
      const warnings = first.lines.filter((l) => l.level === "warn");
      expect(warnings).toHaveLength(1);
      const match = /^Contraseña de las cuentas demo \(admin, jugador, admin2\): ([A-Za-z0-9_-]{12})$/.exec(
        warnings[0]?.message ?? "",
      );
      const password = match?.[1];
      if (!password) throw new Error(`sin contraseña en: ${warnings[0]?.message}`);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/local",
        payload: { identifier: "admin2", password },
      });
      expect(res.statusCode).toBe(200);

      const second = captureLog();
      expect(await seedDemoIfEmpty(t.ctx.db, t.ctx.config, second.log)).toBe(false);
      expect(second.lines).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("seeds once when two instances start at the same time", { timeout: 120_000 }, async () => {
    const database = await openTestDatabase();
    try {
      const config = testConfig({ demoPassword: DEMO_PASSWORD });
      const results = await Promise.all([
        seedDemoIfEmpty(database.db, config, captureLog().log),
        seedDemoIfEmpty(database.db, config, captureLog().log),
      ]);
      expect(results.sort()).toEqual([false, true]);
      expect(await stored(database.db)`select id from clubs`).toHaveLength(2);
      expect(await stored(database.db)`select id from users`).toHaveLength(3 + 40);
    } finally {
      await database.close();
    }
  });
});

/**
 * The club's users list on PostgreSQL: a club with BENCH_USERS members (default 3,000; names with accents,
 * RUTs and phones), a year of their bookings on 8 courts (about ten per member), half of them paid at
 * reception and a fifth charged in paid orders, plus as many members and bookings in another club.
 * `get_club_users` sorted by name (pages 1 to 20), by spend (pages 1 to 20) and searched by a last name
 * without accents and by a RUT without dots, each right after a plain SQL baseline answering the same page
 * with the same figures in one hand-written statement, at BENCH_CONNECTIONS (default 10).
 *
 *   npx tsx bench/club-users.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new database is
 *                                        made and dropped; BENCH_SECONDS, default 8)
 */
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import type { Db } from "../apps/server/src/db/client";
import { createCashRegister, createClub, createUser } from "../apps/server/test/factories";
import type { TestApp } from "../apps/server/test/harness";
import { DURATION, load, report } from "./load";
import { startPlainSelectServer } from "./plain-select-server";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const USERS = Number(process.env.BENCH_USERS ?? 3_000);
const COURTS = 8;
const BOOKINGS = USERS * 10;

/** The same page and figures as get_club_users, written by hand: each figure grouped once per table. */
const plainPage = (order: string, where = "true") => `
  with b as (
    select user_id, count(*) filter (where cancelled_at is null) as bookings,
           max(starts_at) filter (where cancelled_at is null and starts_at <= now()) as last_visit
    from bookings where club_id = $1 and user_id is not null group by user_id),
  p as (
    select b.user_id, sum(p.amount) as paid from booking_payments p join bookings b on b.id = p.booking_id
    where b.club_id = $1 and p.status = 'paid' group by b.user_id),
  o as (
    select b.user_id, sum(ob.amount) as paid from order_bookings ob join orders o on o.id = ob.order_id
    join bookings b on b.id = ob.booking_id where b.club_id = $1 and o.order_status = 'paid' group by b.user_id)
  select (select count(*) from club_memberships m join users u on u.id = m.user_id where m.club_id = $1 and ${where}) as total,
         u.id, u.username, u.name, u.lastname, u.email, u.rut, u.phone, u.category, m.role, m.created_at,
         coalesce(b.bookings, 0) as bookings, coalesce(p.paid, 0) + coalesce(o.paid, 0) as spend, b.last_visit
  from club_memberships m join users u on u.id = m.user_id
  left join b on b.user_id = u.id left join p on p.user_id = u.id left join o on o.user_id = u.id
  where m.club_id = $1 and ${where}
  order by ${order} u.name, u.lastname, u.id limit 10 offset $2`;

const unaccented =
  "translate(lower(u.name || ' ' || u.lastname || ' ' || coalesce(u.rut, '')), 'áéíóúñ', 'aeioun')";

async function members(db: Db, clubId: number, prefix: string) {
  await db.execute(sql`
    with made as (
      insert into users (username, email, name, lastname, rut, phone, category, password_hash)
      select ${prefix} || g, ${prefix} || g || '@correo.cl',
             (array['José', 'María', 'Inés', 'Sebastián', 'Camila', 'Martín'])[1 + g % 6],
             (array['Muñoz', 'González', 'Peñaloza', 'Rojas', 'Díaz', 'Soto'])[1 + (g / 6) % 6] || ' ' || g,
             ${prefix === "a" ? 10_000_000 : 20_000_000} + g || '-' || (g % 10), '+56 9 ' || (50000000 + g),
             (array['1ra', '2da', '3ra', '4ta', '5ta', '6ta', 'A', 'B', 'C', 'D', null])[1 + g % 11], 'x'
      from generate_series(1, ${USERS}) g returning id)
    insert into club_memberships (club_id, user_id, role) select ${clubId}, id, 'authenticated' from made`);
}

async function history(db: Db, clubId: number, userId: number) {
  const courts = await db.execute(sql`
    insert into courts (club_id, court_name, surface)
    select ${clubId}, 'Cancha ' || g, 'Césped' from generate_series(1, ${COURTS}) g returning id`);
  const courtIds = (courts as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  // One hour each, court after court, from a year ago: no two overlap on a court.
  await db.execute(sql`
    insert into bookings (club_id, court_id, slug_token, user_id, channel, status, price, starts_at, ends_at,
                          duration_int, cancelled_at, cancel_reason)
    select ${clubId}, (${sql.raw(`array[${courtIds.join(",")}]`)})[1 + g % ${COURTS}], md5(g::text),
           (select user_id from club_memberships where club_id = ${clubId} order by user_id
            offset (g * 7919) % ${USERS} limit 1),
           'reception', 'p0', 20000, ts, ts + interval '1 hour', 60,
           case when g % 15 = 0 then ts end, case when g % 15 = 0 then 'Lluvia' end
    from generate_series(1, ${BOOKINGS}) g,
         lateral (select now() - interval '365 days' + make_interval(hours => g / ${COURTS})) t(ts)`);
  await db.execute(sql`
    insert into booking_payments (club_id, booking_id, channel, method, percentage, amount, status)
    select ${clubId}, id, 'reception', 'cash', 50, 10000, 'paid' from bookings where club_id = ${clubId} and id % 2 = 0`);
  const register = await createCashRegister(db, clubId);
  await db.execute(sql`
    with record as (
      insert into cash_register_records (club_id, cash_register_id, user_id, open_cash_user_amount, close_cash_user_amount, opened_at, closed_at)
      values (${clubId}, ${register.id}, ${userId}, 0, 0, now() - interval '366 days', now() - interval '365 days')
      returning id),
    sold as (select id from bookings where club_id = ${clubId} and id % 5 = 0),
    made as (
      insert into orders (club_id, order_status, order_source, order_amount, idempotency_key, request_hash,
                          cash_register_record_id, paid_at, paid_by)
      select ${clubId}, 'paid', 'reception', 10000, gen_random_uuid(), 'b' || s.id, r.id, now(), ${userId}
      from sold s, record r returning id, request_hash)
    insert into order_bookings (club_id, order_id, booking_id, percentage, amount)
    select ${clubId}, m.id, substr(m.request_hash, 2)::int, 100, 10000 from made m`);
}

async function measure(t: TestApp) {
  const db = t.ctx.db;
  const started = performance.now();
  const club = await createClub(db, { name: "Club Usuarios" });
  const admin = await createUser(db, { clubId: club.id, role: "club_administrator" });
  await members(db, club.id, "a");
  await history(db, club.id, admin.id);
  const other = await createClub(db, { name: "Otro club" });
  const otherAdmin = await createUser(db, { clubId: other.id, role: "club_administrator" });
  await members(db, other.id, "b");
  await history(db, other.id, otherAdmin.id);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `${USERS} members and ${BOOKINGS} bookings in each of two clubs (${((performance.now() - started) / 1000).toFixed(1)} s to build)`,
  );

  const page = (n: number) => (n - 1) * 10;
  const queries: Record<string, () => { text: string; values: unknown[] }> = {};
  for (let n = 1; n <= 20; n++) {
    queries[`/name/${n}`] = () => ({ text: plainPage(""), values: [club.id, page(n)] });
    queries[`/spend/${n}`] = () => ({ text: plainPage("spend desc,"), values: [club.id, page(n)] });
  }
  queries["/search"] = () => ({
    text: plainPage("", `${unaccented} like '%penaloza%'`),
    values: [club.id, 0],
  });
  queries["/rut"] = () => ({ text: plainPage("", `u.rut like '%10001234%'`), values: [club.id, 0] });
  const plain = await startPlainSelectServer((db as unknown as { $client: Pool }).$client, queries);
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const headers = { authorization: `Bearer ${await t.ctx.tokens.sign(admin.id)}` };
  const pages = Array.from({ length: 20 }, (_, i) => i + 1);
  const list = `${api}/api/admin/user/get_club_users?limit=10`;
  const runs: [string, string[], string[]][] = [
    [
      "sorted by name, pages 1-20",
      pages.map((n) => `${plain.url}/name/${n}`),
      pages.map((n) => `${list}&page=${n}`),
    ],
    [
      "sorted by spend, pages 1-20",
      pages.map((n) => `${plain.url}/spend/${n}`),
      pages.map((n) => `${list}&sort=spend&page=${n}`),
    ],
    ["search 'penaloza'", [`${plain.url}/search`], [`${list}&search=penaloza`]],
    ["search RUT '10.001.234'", [`${plain.url}/rut`], [`${list}&search=10.001.234`]],
  ];
  console.log(`${DURATION} s each at ${CONNECTIONS} connections; the API after its plain SQL`);
  for (const [name, baselineUrls, apiUrls] of runs) {
    const baseline = await load(`plain SQL ${name}`, baselineUrls, {}, CONNECTIONS);
    report(baseline);
    report(await load(`API get_club_users ${name}`, apiUrls, headers, CONNECTIONS), baseline);
  }
  await plain.close();
}

runOnTestApp(measure);

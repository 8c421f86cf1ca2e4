/**
 * Load on the back office's most frequent calls (every admin screen asks for the global state; the bell
 * polls notifications; the register history pages), on PostgreSQL, with 10 and 50 connections. Each API
 * call is measured right after a plain SQL baseline that reads the same data, served over bare HTTP
 * (bench/plain-select-server.ts): the ratio is what token, validation, serialization and the API's own
 * way of reading cost. /api/health is the HTTP stack without a query.
 *
 *   npx tsx bench/admin-api.bench.ts      (BENCH_DATABASE_URL, default the local PostgreSQL;
 *                                          BENCH_CONNECTIONS, default "10,50"; BENCH_SECONDS, default 8)
 */
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import { createAdmin, createCashRegister } from "../apps/server/test/factories";
import { createTestApp } from "../apps/server/test/harness";
import { ADMIN_BASELINES } from "./admin-api-baselines";
import { DURATION, type LoadResult, load, report } from "./load";
import { startPlainSelectServer } from "./plain-select-server";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NOTIFICATIONS = 20_000;
const RECORDS = 20_000;
const LEVELS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);

async function main() {
  const t = await createTestApp();
  const db = t.ctx.db;
  // Ten clubs, so every query has other tenants' rows to skip.
  const admins = [];
  for (let i = 0; i < 10; i++) admins.push(await createAdmin(db, t.ctx.tokens));
  const admin = admins[0];
  if (!admin) throw new Error("no admin");
  for (const a of admins) {
    const register = await createCashRegister(db, a.clubId, "Caja 1");
    await createCashRegister(db, a.clubId, "Caja 2");
    await db.execute(sql`
      insert into notifications (club_id, user_id, notification_type, notification_title, notification_message,
                                 notification_status, sent_at)
      select ${a.clubId}, ${a.user.id}, 'welcome', 'Aviso ' || g, 'Mensaje ' || g,
             case when g % 3 = 0 then 'unread' else 'read' end, now() - make_interval(mins => g)
      from generate_series(1, ${NOTIFICATIONS / admins.length}) g`);
    await db.execute(sql`
      insert into cash_register_records (club_id, cash_register_id, user_id, open_cash_user_amount,
                                         close_cash_user_amount, opened_at, closed_at)
      select ${a.clubId}, ${register.id}, ${a.user.id}, 45000, 45000 + g % 1000,
             now() - make_interval(hours => g + 1), now() - make_interval(hours => g)
      from generate_series(1, ${RECORDS / admins.length}) g`);
  }
  // Steady state: autovacuum would have set the visibility map and statistics by now.
  await db.execute(sql`vacuum analyze`);

  const inbox = [admin.clubId, admin.user.id];
  const plain = await startPlainSelectServer(
    (db as unknown as { $client: Pool }).$client,
    Object.fromEntries(
      Object.entries(ADMIN_BASELINES).map(([path, baseline]) => [
        path,
        () => ({ name: `bench_${path.slice(1)}`, text: baseline.text, values: baseline.values(inbox) }),
      ]),
    ),
  );
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const headers = { authorization: `Bearer ${admin.token}` };
  const calls: [string, string, string][] = [
    ["global_state", "/global_state", "/api/admin/global_state"],
    [
      "get_notifications page 1",
      "/notifications",
      "/api/admin/notification/get_notifications?page=1&limit=5",
    ],
    [
      "get_unread_notifications page 3",
      "/unread",
      "/api/admin/notification/get_unread_notifications?page=3&limit=5",
    ],
    [
      "get_cash_register_records page 50",
      "/records",
      "/api/admin/cash_register_record/get_cash_register_records?page=50&limit=10",
    ],
  ];
  console.log(
    `${DURATION} s each, ${NOTIFICATIONS} notifications and ${RECORDS} register records in 10 clubs; each API call after its plain SQL`,
  );
  for (const connections of LEVELS) {
    console.log(`\n${connections} connections`);
    const health: LoadResult = await load("GET /api/health", `${api}/api/health`, {}, connections);
    report(health);
    for (const [name, plainPath, apiPath] of calls) {
      const baseline = await load(`plain SQL ${name}`, `${plain.url}${plainPath}`, {}, connections);
      report(baseline);
      const result = await load(`API ${name}`, `${api}${apiPath}`, headers, connections);
      report(result, baseline);
    }
  }
  await plain.close();
  await t.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Load on the back office's most frequent calls (every admin screen asks for the global state; the bell
 * polls notifications; the register history pages), on PostgreSQL, against /api/health in the same run
 * as the baseline of the HTTP stack without a query.
 *
 *   npx tsx bench/admin-api.bench.ts            (BENCH_DATABASE_URL, default the local PostgreSQL)
 */
import { sql } from "drizzle-orm";
import { createAdmin, createCashRegister } from "../apps/server/test/factories";
import { createTestApp } from "../apps/server/test/harness";
import { CONNECTIONS, DURATION, type LoadResult, load, report } from "./load";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NOTIFICATIONS = 20_000;
const RECORDS = 20_000;

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
  await db.execute(sql`analyze`);
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const headers = { authorization: `Bearer ${admin.token}` };

  const targets: [string, string][] = [
    ["baseline GET /api/health", "/api/health"],
    ["GET global_state", "/api/admin/global_state"],
    ["GET get_notifications page 1", "/api/admin/notification/get_notifications?page=1&limit=5"],
    [
      "GET get_unread_notifications page 3",
      "/api/admin/notification/get_unread_notifications?page=3&limit=5",
    ],
    [
      "GET get_cash_register_records page 50",
      "/api/admin/cash_register_record/get_cash_register_records?page=50&limit=10",
    ],
  ];
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each, ${NOTIFICATIONS} notifications and ${RECORDS} register records in 10 clubs`,
  );
  let baseline: LoadResult | undefined;
  for (const [name, path] of targets) {
    const result = await load(name, `${address}${path}`, headers);
    baseline ??= result;
    report(result, baseline);
  }
  await t.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The sales reports on PostgreSQL: a club with 200,000 orders over a year (bench/orders-data.ts) and 200
 * items. Each report at 10 connections, right after a plain SQL aggregate of the same figure
 * (bench/reports-baseline.ts) in the same run, over this month (about 16,000 orders) and over the whole
 * year (366 days, every order). Prints a table of throughput and p99.
 *
 *   npx tsx bench/reports.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new database is
 *                                     made and dropped; BENCH_CONNECTIONS, default 10; BENCH_SECONDS,
 *                                     default 8; BENCH_ORDERS, default 200000)
 */
import { addDays, firstShowing, localToday, resolveLocalTime } from "@club/domain";

import type { Pool } from "pg";
import type { TestApp } from "../apps/server/test/harness";
import { DURATION, type LoadResult, load } from "./load";
import { salesClubWithHistory } from "./orders-data";
import { startReportsBaseline } from "./reports-baseline";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const ITEMS = 200;
const ZONE = "America/Santiago";

/** Each report's API path and the baseline that computes its figure plainly. */
const REPORTS: [string, string, string][] = [
  ["by status", "order/get_orders_amount_report_split_by_order_status", "status"],
  ["sales over time", "order/get_sales_report", "sales"],
  ["period performance", "order/get_sales_period_performance_report", "performance"],
  ["by category", "order/get_payed_orders_count_report_split_by_items_category", "category"],
  ["top categories", "report/top_categories", "category"],
  ["top items", "report/top_items", "items"],
  ["by payment method", "report/sales_by_payment_method", "method"],
  ["by hour", "report/sales_by_hour", "hour"],
];

async function measure(t: TestApp) {
  const db = t.ctx.db;
  const started = performance.now();
  const { club, token } = await salesClubWithHistory(t, {
    name: "Club Reportes",
    items: ITEMS,
    orders: ORDERS,
  });
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const auth = { authorization: `Bearer ${token}` };
  console.log(
    `${ORDERS} orders over a year, ${ITEMS} items (${((performance.now() - started) / 1000).toFixed(1)} s to build)`,
  );

  const pool = (db as unknown as { $client: Pool }).$client;
  const today = localToday(new Date(), ZONE);
  const dayStart = (date: string) => firstShowing(resolveLocalTime(date, 0, ZONE));
  const year = addDays(today, -365);
  const ranges = [
    { label: "month", query: "period=month", from: dayStart(`${today.slice(0, 7)}-01`) },
    { label: "year", query: `start_date=${year}&end_date=${today}`, from: dayStart(year) },
  ].map((r) => ({ ...r, to: dayStart(addDays(today, 1)) }));
  const plain = await startReportsBaseline(pool, { clubId: club.id, timeZone: ZONE }, ranges);
  const rows: { report: string; range: string; plain: LoadResult; api: LoadResult }[] = [];
  console.log(`${DURATION} s each at ${CONNECTIONS} connections; the API after its plain SQL`);
  for (const range of ranges) {
    for (const [report, path, baseline] of REPORTS) {
      const base = await load(
        `plain ${baseline}`,
        `${plain.url}/${range.label}/${baseline}`,
        {},
        CONNECTIONS,
      );
      const measured = await load(report, `${api}/api/admin/${path}?${range.query}`, auth, CONNECTIONS);
      rows.push({ report, range: range.label, plain: base, api: measured });
      console.log(`  ${range.label} ${report}: ${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms`);
    }
  }
  await plain.close();
  console.log("\nreport               range   API req/s  API p99   SQL req/s  SQL p99   API/SQL");
  for (const r of rows) {
    console.log(
      `${r.report.padEnd(20)} ${r.range.padEnd(6)} ${r.api.rps.toFixed(0).padStart(10)} ${`${r.api.p99} ms`.padStart(8)} ${r.plain.rps.toFixed(0).padStart(11)} ${`${r.plain.p99} ms`.padStart(8)} ${(r.api.rps / r.plain.rps).toFixed(2).padStart(8)}×`,
    );
  }
}

runOnTestApp(measure);

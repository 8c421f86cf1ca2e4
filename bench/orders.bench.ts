/**
 * The point of sale on PostgreSQL: a club with 200,000 orders over a year (bench/orders-data.ts), 200 items
 * and an operator with an open register. `create_order` (a paid cash sale of one unit of a random item, a
 * new Idempotency-Key each time: bench/sale-request.cjs) and `get_orders` (pages 1 to 50 of 20, newest
 * first) at 10 and 50 connections, each right after a plain SQL baseline doing the same reads and writes
 * (bench/orders-baseline.ts) in the same run. The orders page's baseline reads as the API does (the page's
 * ids from the index, the total from the rollup of orders by status); beside it, the page as the list read
 * it before (every skipped row read, every order counted). At the end the stock ledger is checked against
 * the stock.
 *
 *   npx tsx bench/orders.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new database is
 *                                    made and dropped; BENCH_CONNECTIONS, default "10,50"; BENCH_SECONDS,
 *                                    default 8; BENCH_ORDERS, default 200000)
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type SQL, sql } from "drizzle-orm";
import type { Pool } from "pg";
import type { TestApp } from "../apps/server/test/harness";
import { DURATION, load, report } from "./load";
import { startOrdersBaseline } from "./orders-baseline";
import { listenWithOpenRegister, salesClubWithHistory } from "./orders-data";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEVELS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const ITEMS = 200;
const SALE_REQUEST = path.join(path.dirname(fileURLToPath(import.meta.url)), "sale-request.cjs");

async function measure(t: TestApp) {
  const db = t.ctx.db;
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const started = performance.now();
  const { club, operator, token, register, items } = await salesClubWithHistory(t, {
    name: "Club Ventas",
    items: ITEMS,
    orders: ORDERS,
    stock: 1_000_000,
  });
  const { api, auth } = await listenWithOpenRegister(t, token, register.id);
  console.log(
    `${ORDERS} orders over a year, ${ITEMS} items, an open register (${((performance.now() - started) / 1000).toFixed(1)} s to build)`,
  );

  const pool = (db as unknown as { $client: Pool }).$client;
  const plain = await startOrdersBaseline(pool, { clubId: club.id, userId: operator.id, items });
  process.env.BENCH_SALE_ITEMS = JSON.stringify(items);
  const pages = Array.from({ length: 50 }, (_, i) => i + 1);
  console.log(`${DURATION} s each; the API after its plain SQL`);
  for (const connections of LEVELS) {
    console.log(`\n${connections} connections`);
    const saleBaseline = await load("plain SQL sale", `${plain.url}/sale`, {}, connections);
    report(saleBaseline);
    report(
      await load("API create_order", `${api}/api/admin/order/create_order`, auth, connections, SALE_REQUEST),
      saleBaseline,
    );
    report(
      await load(
        "plain SQL page, as before",
        pages.map((page) => `${plain.url}/list-before/${page}`),
        {},
        connections,
      ),
    );
    const listBaseline = await load(
      "plain SQL page",
      pages.map((page) => `${plain.url}/list/${page}`),
      {},
      connections,
    );
    report(listBaseline);
    report(
      await load(
        "API get_orders",
        pages.map((page) => `${api}/api/admin/order/get_orders?limit=20&page=${page}`),
        auth,
        connections,
      ),
      listBaseline,
    );
  }
  await plain.close();

  // Every sale moved its stock once: the ledger still adds up to each item's stock.
  const drift = await rowsOf<{ n: number }>(sql`
    select count(*)::int as n from items i
    where i.club_id = ${club.id}
      and i.item_stock_stock <> (select coalesce(sum(m.quantity), 0) from stock_movements m where m.item_id = i.id)`);
  const sales = await rowsOf<{ n: number }>(
    sql`select count(*)::int as n from orders where club_id = ${club.id} and request_hash <> 'bench'`,
  );
  console.log(
    `\n${sales[0]?.n} sales made in the run; items whose ledger differs from the stock: ${drift[0]?.n}`,
  );
}

runOnTestApp(measure);

/**
 * Did the rollups' `slot` (the order's id mod 8, migrations 0013 to 0019; summed away by 0023) still spread
 * one club's sales over several rows, once every commit of a club wrote its rollup rows under the club's
 * advisory lock (0017)? On PostgreSQL, in a database migrated up to 0023 (not included), a club with
 * `BENCH_ORDERS` past orders and 200 items takes paid cash sales of one unit at once: the plain SQL sale
 * of bench/orders-baseline.ts and `create_order` through the API, with the trigger functions as migrated
 * (8 slots) and then rewritten to write slot 0 only (the same functions with `% 8` made `% 1`),
 * alternating, at each level of connections. While each runs, a connection samples pg_stat_activity every
 * 10 ms for backends waiting on a lock, split by what they wait on and whether they wait at commit (the
 * rollup triggers) or in a statement (the item's stock row, the register's record).
 * Mean waiters / throughput = the mean wait per sale (Little's law). Prints figures, checks nothing.
 *
 *   npx tsx bench/sales-rollup-slots.bench.ts   (BENCH_DATABASE_URL, default the local PostgreSQL; a new
 *                                                database is made and dropped; BENCH_CONNECTIONS, default
 *                                                "10,50"; BENCH_SECONDS, default 8; BENCH_ROUNDS, default 2;
 *                                                BENCH_ORDERS, default 20000)
 */
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Pool } from "pg";
import type { TestApp } from "../apps/server/test/harness";
import { migrationsBefore } from "../apps/server/test/migrations-folder";
import { DURATION, type LoadResult, load } from "./load";
import { startOrdersBaseline } from "./orders-baseline";
import { listenWithOpenRegister, salesClubWithHistory } from "./orders-data";
import { runOnTestApp } from "./test-app-run";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LEVELS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const SALE_REQUEST = path.join(path.dirname(fileURLToPath(import.meta.url)), "sale-request.cjs");

/** The trigger functions that pick a slot, as migrated; `slots(n)` redefines them with `% n`. */
async function slotFunctions(pool: Pool) {
  const { rows } = await pool.query<{ name: string; definition: string }>(`
    select proname as name, pg_get_functiondef(oid) as definition from pg_proc
    where pronamespace = 'public'::regnamespace and prokind = 'f' and prosrc like '%\\% 8%' order by 1`);
  console.log(`functions that pick a slot: ${rows.map((r) => r.name).join(", ")}`);
  return async (n: number) => {
    for (const { definition } of rows) await pool.query(definition.replace(/% 8\b/g, `% ${n}`));
  };
}

type Waits = Map<string, number>;

/** Samples the backends waiting on a lock until the answer is called: mean waiters per kind of wait. */
async function sampleLockWaits(pool: Pool) {
  const client = await pool.connect();
  const totals: Waits = new Map();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ kind: string; n: number }>(`
        select (case when query ilike 'commit%' then 'commit' else 'statement' end) || ' ' || wait_event
                 as kind, count(*)::int as n
        from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()
        group by 1`);
      samples++;
      for (const row of rows) totals.set(row.kind, (totals.get(row.kind) ?? 0) + row.n);
      await sleep(10);
    }
  })();
  return async (): Promise<Waits> => {
    running = false;
    await loop;
    client.release();
    return new Map([...totals].map(([kind, n]) => [kind, n / samples]));
  };
}

function print(slots: number, result: LoadResult, waits: Waits) {
  const perSale = [...waits]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([kind, waiters]) => `${kind} ${waiters.toFixed(2)} (${((1000 * waiters) / result.rps).toFixed(1)} ms)`,
    )
    .join(", ");
  console.log(
    `  ${`${result.name}, ${slots} slot${slots > 1 ? "s" : ""}`.padEnd(28)} ${result.rps.toFixed(0).padStart(5)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(4)} ms  waiting: ${perSale || "none"}`,
  );
}

async function measure(t: TestApp) {
  const pool = (t.ctx.db as unknown as { $client: Pool }).$client;
  const { club, operator, token, register, items } = await salesClubWithHistory(t, {
    name: "Club Ventas",
    items: 200,
    orders: ORDERS,
    stock: 1_000_000,
  });
  const { api, auth } = await listenWithOpenRegister(t, token, register.id);
  const plain = await startOrdersBaseline(pool, { clubId: club.id, userId: operator.id, items });
  process.env.BENCH_SALE_ITEMS = JSON.stringify(items);
  const slots = await slotFunctions(pool);

  const run = async (n: number, connections: number) => {
    await slots(n);
    for (const [name, url, headers, setup] of [
      ["plain SQL sale", `${plain.url}/sale`, {}, undefined],
      ["API create_order", `${api}/api/admin/order/create_order`, auth, SALE_REQUEST],
    ] as const) {
      const stop = await sampleLockWaits(pool);
      const result = await load(name, url, headers, connections, setup);
      print(n, result, await stop());
    }
  };
  console.log(
    `${ORDERS} past orders; ${DURATION} s per run; waiting = mean backends waiting on a lock (mean wait per sale)`,
  );
  for (const connections of LEVELS) {
    console.log(`\n${connections} connections`);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternated, so that a drift of the shared machine does not always favour the same one.
      for (const n of round % 2 === 0 ? [8, 1] : [1, 8]) await run(n, connections);
    }
  }
  await slots(8);
  await plain.close();
}

const before = migrationsBefore("0023");
runOnTestApp(
  async (t) => {
    try {
      await measure(t);
    } finally {
      before.remove();
    }
  },
  { migrationsFolder: before.folder },
);

/**
 * The inventory list and its search on a club with 10,000 items (and nine other clubs with 1,000 each),
 * on PostgreSQL. Each API call is measured against a plain SELECT of the same page over bare HTTP in the
 * same run (bench/plain-select-server.ts): the ratio is what token, validation and serialization cost.
 *
 *   npx tsx bench/inventory.bench.ts      (BENCH_DATABASE_URL, default the local PostgreSQL;
 *                                          BENCH_CONNECTIONS, default 50; BENCH_SECONDS, default 8)
 */
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import { insertBenchItems } from "../apps/server/src/seed/bench-inventory";
import { createAdmin } from "../apps/server/test/factories";
import { createTestApp } from "../apps/server/test/harness";
import { CONNECTIONS, DURATION, load, report } from "./load";
import { startPlainSelectServer } from "./plain-select-server";

process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ITEMS = 10_000;

// The same columns and joins as the API's page of items, without the total.
const PAGE_SQL = `
  select i.id, i.item_name, i.item_brand, i.item_description, i.item_buy_price, i.item_sell_price,
         i.item_barcode, i.item_favorite, i.item_bulk, i.item_measurement_unit, i.item_allow_negative_stock,
         i.item_stock_stock, i.item_stock_critical_stock, i.created_at, i.updated_at, i.image_id,
         i.item_category_id, i.product_id, c.item_category_name, u.key
  from items i
  left join item_categories c on c.id = i.item_category_id
  left join uploads u on u.id = i.image_id
  where i.club_id = $1 and i.deleted_at is null`;

async function main() {
  const t = await createTestApp();
  const db = t.ctx.db;
  const admin = await createAdmin(db, t.ctx.tokens);
  const started = performance.now();
  await insertBenchItems(db, admin.clubId, ITEMS);
  for (let i = 0; i < 9; i++) await insertBenchItems(db, (await createAdmin(db, t.ctx.tokens)).clubId, 1_000);
  // Steady state: autovacuum would have set the visibility map and statistics by now.
  await db.execute(sql`vacuum analyze`);
  console.log(
    `${ITEMS} items (+9,000 in other clubs) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const found = await db.execute(
    sql`select item_barcode as barcode from items where club_id = ${admin.clubId} order by id offset 4321 limit 1`,
  );
  const barcodeRow = (found as unknown as { rows: { barcode: string }[] }).rows[0];
  if (!barcodeRow) throw new Error("no barcode");
  const clubId = admin.clubId;
  const barcode = barcodeRow.barcode;
  const page =
    (extra: string, values: unknown[], offset = 0) =>
    () => ({
      text: `${PAGE_SQL} ${extra} order by i.name_key, i.id limit 10 offset ${offset}`,
      values: [clubId, ...values],
    });
  const plain = await startPlainSelectServer((db as unknown as { $client: Pool }).$client, {
    "/page": page("", []),
    "/page500": page("", [], 4990),
    "/search": page("and i.search_text like $2", ["%cafe%"]),
    "/barcode": page("and i.search_text like $2", [`%${barcode}%`]),
  });
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const headers = { authorization: `Bearer ${admin.token}` };
  const items = `${api}/api/admin/item`;
  console.log(`${CONNECTIONS} connections, ${DURATION} s each; each API call after its plain SELECT`);

  const pairs: [string, string, string][] = [
    ["page 1", "/page", `${items}/get_items?page=1&limit=10`],
    ["page 500", "/page500", `${items}/get_items?page=500&limit=10`],
    ["search 'cafe'", "/search", `${items}/search_items_by_string/cafe?page=1&limit=10`],
    ["search by barcode", "/barcode", `${items}/search_items_by_string/${barcode}`],
  ];
  for (const [name, plainPath, apiUrl] of pairs) {
    const baseline = await load(`plain SELECT ${name}`, `${plain.url}${plainPath}`);
    report(baseline);
    report(await load(`API ${name}`, apiUrl, headers), baseline);
  }

  await plain.close();
  await t.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

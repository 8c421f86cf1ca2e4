import { sql } from "drizzle-orm";
import type { Db, Tx } from "../apps/server/src/db/client";
import { createCashRegister, createClub, createUser } from "../apps/server/test/factories";
import type { TestApp } from "../apps/server/test/harness";
import { createItem } from "../apps/server/test/inventory-factories";

/**
 * A club's sales history in a few SQL statements: `count` orders over the past `days` days (busier in the
 * evening), each with one to three item lines of `itemIds` and its payments, mostly paid into the closed
 * register records `recordIds`, some pending and some cancelled. Seeded, so every run writes the same rows.
 * Stock is not moved (the ledger is not what is measured); the orders' own invariants hold (checks).
 */
export async function insertOrderHistory(
  db: Db,
  input: {
    clubId: number;
    userId: number;
    itemIds: number[];
    recordIds: number[];
    count: number;
    days: number;
  },
) {
  const items = `{${input.itemIds.join(",")}}`;
  const records = `{${input.recordIds.join(",")}}`;
  // One transaction, so that the seed and the draws share a connection.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
    create unlogged table bench_orders as
    select n, random() as kind, random() as method,
           now() - make_interval(days => floor(random() * ${input.days})::int,
                                 mins => floor(600 + random() * 780)::int) as at,
           1 + floor(random() * 3)::int as lines
    from generate_series(1, ${input.count}) n`);
  });
  // In transactions of a few thousand orders, as sales come: the sales rollup's trigger adds each paid
  // order to the same rows, and one transaction updating a row a hundred thousand times would leave it a
  // chain of that many versions to walk.
  for (let first = 1; first <= input.count; first += HISTORY_CHUNK) {
    await db.transaction((tx) => insertChunk(tx, input.clubId, input.userId, items, records, first));
  }
  await db.execute(sql`drop table bench_orders`);
}

const HISTORY_CHUNK = 5000;

async function insertChunk(
  tx: Tx,
  clubId: number,
  userId: number,
  items: string,
  records: string,
  first: number,
) {
  const itemCount = items.split(",").length;
  const recordCount = records.split(",").length;
  const inserted = await tx.execute(sql`
    insert into orders (club_id, order_status, order_source, order_amount, order_cash_payed, order_change,
                        idempotency_key, request_hash, created_by, created_at, updated_at,
                        cash_register_record_id, paid_at, paid_by, cancelled_at, cancelled_by,
                        refund_cash_register_record_id)
    select ${clubId}::int,
           case when kind < 0.03 then 'pending' when kind < 0.05 then 'cancelled' else 'paid' end,
           case when kind < 0.5 then 'pos' when kind < 0.9 then 'reception' else 'app' end,
           0, 0, 0, gen_random_uuid(), 'bench', ${userId}::int, at, at,
           case when kind >= 0.03 then r.id end, case when kind >= 0.03 then at end,
           case when kind >= 0.03 then ${userId}::int end,
           case when kind >= 0.03 and kind < 0.05 then at end,
           case when kind >= 0.03 and kind < 0.05 then ${userId}::int end,
           case when kind >= 0.03 and kind < 0.05 then r.id end
    from bench_orders b
    cross join lateral (select (${records}::int[])[1 + (b.n % ${recordCount})] as id) r
    where b.n >= ${first} and b.n < ${first + HISTORY_CHUNK}
    order by at
    returning id`);
  const ids = (inserted as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return;
  const chunk = sql`o.id between ${Math.min(...ids)} and ${Math.max(...ids)} and o.request_hash = 'bench'`;
  await tx.execute(sql`
    insert into order_items (club_id, order_id, item_id, item_name, item_brand, item_bulk, item_quantity,
                             item_sell_price, amount)
    select o.club_id, o.id, i.id, i.item_name, i.item_brand, false, q.quantity, i.item_sell_price,
           i.item_sell_price * q.quantity
    from orders o
    cross join lateral generate_series(0, 1 + (o.id % 3) - 1) line
    join items i on i.id = (${items}::int[])[1 + ((o.id * 7 + line * 13) % ${itemCount})]
    cross join lateral (select 1 + (o.id + line) % 3 as quantity) q
    where o.club_id = ${clubId} and ${chunk}`);
  await tx.execute(sql`
    update orders o set order_amount = l.total
    from (select order_id, sum(amount)::int as total from order_items group by order_id) l
    where l.order_id = o.id and ${chunk}`);
  // Paid and cancelled orders: one method each, cash paid with a round bill and its change.
  await tx.execute(sql`
    insert into order_payments (club_id, order_id, method, amount)
    select club_id, id, (array['cash', 'debit', 'credit', 'transfer'])[1 + (id % 4)], order_amount
    from orders o where ${chunk} and order_status <> 'pending' and order_amount > 0`);
  await tx.execute(sql`
    update orders o set order_cash_payed = ceil(order_amount / 10000.0)::int * 10000,
                        order_change = ceil(order_amount / 10000.0)::int * 10000 - order_amount
    where ${chunk} and order_status <> 'pending' and id % 4 = 0`);
  // The sales rollup's trigger runs at commit, once per paid order: its queries are planned with the rows
  // just written counted, as a live database's are.
  await tx.execute(sql`analyze orders, order_items, order_payments, order_bookings`);
}

/**
 * A club that has sold for a year: an administrator (and a token), `items` items (500 to 4 400 pesos, with
 * `stock` each), a register with 365 closed daily records, and `orders` orders of insertOrderHistory.
 */
export async function salesClubWithHistory(
  t: TestApp,
  o: { name: string; items: number; orders: number; stock?: number },
) {
  const db = t.ctx.db;
  const club = await createClub(db, { name: o.name });
  const operator = await createUser(db, { clubId: club.id, role: "club_administrator" });
  const token = await t.ctx.tokens.sign(operator.id);
  const items: { id: number; price: number }[] = [];
  for (let i = 0; i < o.items; i++) {
    const created = await createItem(db, club.id, {
      item_sell_price: 500 + 100 * (i % 40),
      item_stock: { item_stock_stock: o.stock ?? 0 },
    });
    items.push({ id: created.id, price: created.sellPrice });
  }
  const register = await createCashRegister(db, club.id, "Caja 1");
  const records = (
    (await db.execute(sql`
      insert into cash_register_records (club_id, cash_register_id, user_id, open_cash_user_amount,
                                         close_cash_user_amount, opened_at, closed_at)
      select ${club.id}, ${register.id}, ${operator.id}, 20000, 20000,
             now() - make_interval(days => d), now() - make_interval(days => d) + interval '12 hours'
      from generate_series(1, 365) d returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  await insertOrderHistory(db, {
    clubId: club.id,
    userId: operator.id,
    itemIds: items.map((i) => i.id),
    recordIds: records.map((r) => r.id),
    count: o.orders,
    days: 365,
  });
  await db.execute(sql`vacuum analyze`);
  return { club, operator, token, register, items };
}

/** The club's API on a real port, signed in as its operator, with its register open for today's sales. */
export async function listenWithOpenRegister(t: TestApp, token: string, registerId: number) {
  const api = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const auth = { authorization: `Bearer ${token}` };
  const open = await fetch(`${api}/api/admin/cash_register/open_cash_register/${registerId}`, {
    method: "PUT",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ cash_register_record_open_cash_user_amount: 20_000 }),
  });
  if (!open.ok) throw new Error(`opening the register: ${open.status}`);
  return { api, auth };
}

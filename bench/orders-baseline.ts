import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type pg from "pg";

type SaleItem = { id: number; price: number };
type Context = { clubId: number; userId: number; items: SaleItem[] };

/** The order as find_order reads it: the head, its item and booking lines and its payments. */
const READ_ORDER = `
  select o.*,
    (select coalesce(json_agg(l order by l.id), '[]') from order_items l where l.order_id = o.id) as items,
    (select coalesce(json_agg(b order by b.id), '[]') from order_bookings b where b.order_id = o.id) as bookings,
    (select coalesce(json_agg(p order by p.id), '[]') from order_payments p where p.order_id = o.id) as payments,
    (select r.cash_register_name from cash_register_records c join cash_registers r on r.id = c.cash_register_id
      where c.id = o.cash_register_record_id) as cash_register_name
  from orders o where o.id = $1`;

/**
 * A cash sale of one unit of an item, written by hand with the same reads and writes as create_order: the
 * key claimed with the order row, the item read and its line stored, the payment, the item locked and its
 * stock moved with its ledger row, the operator's open record locked, the order marked paid; then the
 * order read back. No validation, no idempotency answer for a repeated key, no JSON schema.
 */
async function sale(pool: pg.Pool, ctx: Context) {
  const item = ctx.items[Math.floor(Math.random() * ctx.items.length)] as SaleItem;
  const client = await pool.connect();
  let orderId: number;
  try {
    await client.query("begin");
    const order = await client.query(
      `insert into orders (club_id, order_status, order_source, order_amount, idempotency_key, request_hash, created_by)
       values ($1, 'pending', 'pos', 0, $2, 'baseline', $3)
       on conflict (club_id, idempotency_key) do nothing returning id`,
      [ctx.clubId, randomUUID(), ctx.userId],
    );
    orderId = order.rows[0].id as number;
    const row = await client.query(
      "select id, item_name, item_brand, item_bulk, item_sell_price from items where id = $1 and club_id = $2 and deleted_at is null",
      [item.id, ctx.clubId],
    );
    const price = row.rows[0].item_sell_price as number;
    await client.query(
      `insert into order_items (club_id, order_id, item_id, item_name, item_brand, item_bulk, item_quantity, item_sell_price, amount)
       values ($1, $2, $3, $4, $5, $6, 1, $7, $7)`,
      [
        ctx.clubId,
        orderId,
        item.id,
        row.rows[0].item_name,
        row.rows[0].item_brand,
        row.rows[0].item_bulk,
        price,
      ],
    );
    await client.query(
      "insert into order_payments (club_id, order_id, method, amount) values ($1, $2, 'cash', $3)",
      [ctx.clubId, orderId, price],
    );
    const stock = await client.query("select item_stock_stock from items where id = $1 for no key update", [
      item.id,
    ]);
    const after = Number(stock.rows[0].item_stock_stock) - 1;
    await client.query("update items set item_stock_stock = $2, updated_at = now() where id = $1", [
      item.id,
      after,
    ]);
    await client.query(
      `insert into stock_movements (club_id, item_id, quantity, stock_after, reason, user_id, order_id)
       values ($1, $2, -1, $3, 'sale', $4, $5)`,
      [ctx.clubId, item.id, after, ctx.userId, orderId],
    );
    const record = await client.query(
      "select id from cash_register_records where user_id = $1 and closed_at is null for share",
      [ctx.userId],
    );
    await client.query(
      `update orders set order_status = 'paid', order_amount = $2, order_cash_payed = $2,
         cash_register_record_id = $3, paid_at = now(), paid_by = $4, updated_at = now() where id = $1`,
      [orderId, price, record.rows[0].id, ctx.userId],
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
  return (await pool.query(READ_ORDER, [orderId])).rows[0];
}

const PAGE_COLUMNS = `o.id, o.order_amount, o.order_currency, o.order_source, o.order_status, o.created_at,
  o.mail_client_name, o.mail_client_lastname,
  (select coalesce(json_agg(l order by l.id), '[]') from order_items l where l.order_id = o.id) as items,
  (select coalesce(json_agg(b order by b.id), '[]') from order_bookings b where b.order_id = o.id) as bookings`;

/**
 * A page of the club's orders, newest first, with their lines, and the total for the pagination: as the
 * API reads them (the page's ids from the index, then their rows; the total summed from the rollup of
 * orders by creation time and status), or as it read them before (`before`: the rows the offset skips
 * read too, and every order counted).
 */
const PAGE = {
  now: {
    rows: `select ${PAGE_COLUMNS} from orders o
      join (select id from orders where club_id = $1 order by created_at desc, id desc limit 20 offset $2) p
        on p.id = o.id
      order by o.created_at desc, o.id desc`,
    total: `select coalesce(sum(orders_count), 0)::int as n from orders_by_status_rollup
      where club_id = $1 and span = 'month'`,
  },
  before: {
    rows: `select ${PAGE_COLUMNS} from orders o where o.club_id = $1
      order by o.created_at desc, o.id desc limit 20 offset $2`,
    total: "select count(*)::int as n from orders where club_id = $1",
  },
};

async function list(pool: pg.Pool, ctx: Context, page: number, way: keyof typeof PAGE) {
  const [orders, totals] = await Promise.all([
    pool.query(PAGE[way].rows, [ctx.clubId, (page - 1) * 20]),
    pool.query(PAGE[way].total, [ctx.clubId]),
  ]);
  return { orders: orders.rows, total: totals.rows[0].n };
}

/** The plain baseline over bare HTTP: `POST /sale`, `GET /list/{page}` and `GET /list-before/{page}`. */
export async function startOrdersBaseline(pool: pg.Pool, ctx: Context) {
  const server = http.createServer(async (request, response) => {
    try {
      const url = request.url ?? "";
      const listed = /^\/list(-before)?\/(\d+)$/.exec(url);
      const body =
        url === "/sale"
          ? await sale(pool, ctx)
          : listed
            ? await list(pool, ctx, Number(listed[2]), listed[1] ? "before" : "now")
            : null;
      if (body === null) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

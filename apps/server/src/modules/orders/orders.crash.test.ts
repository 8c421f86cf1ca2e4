import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { onPostgres } from "../../../test/harness";
import { kill, type Server, startServer, storage } from "../../../test/server-process";

/*
 * The server process killed with SIGKILL in the middle of a stream of sales, then started again on the
 * same data: every sale whose answer reached the client is there, the stock ledger adds up to the stock,
 * and the open record's takings equal the sum of its sales' payments. The server runs as a real process
 * (src/main.ts through tsx) on the embedded database in a folder, or on a new PostgreSQL database.
 */
const PASSWORD = "crash-demo-pass-2026";
const PRICE = 1_500;

async function api<T>(server: Server, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(server: Server) {
  const res = await fetch(`${server.url}/api/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier: "admin", password: PASSWORD }),
  });
  return ((await res.json()) as { jwt: string }).jwt;
}

type Sale = { id: number; order_amount: number };

describe(`a server killed during a stream of sales (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every acknowledged sale, an exact ledger and balances equal to the payments", async () => {
    const store = await storage();
    cleanups.push(store.drop);
    const env = {
      ...store.env,
      JWT_SECRET: randomBytes(32).toString("hex"),
      SEED_DEMO: "true",
      DEMO_PASSWORD: PASSWORD,
    };
    let server = await startServer(env);
    cleanups.push(async () => {
      if (server.process.exitCode === null && server.process.signalCode === null) await kill(server);
    });
    const token = await signIn(server);
    const state = await api<{ cash_register: { id: number; cash_register_open: boolean }[] }>(
      server,
      token,
      "GET",
      "/api/admin/global_state",
    );
    const register = state.cash_register.find((r) => !r.cash_register_open);
    if (!register) throw new Error("no closed register to open");
    await api(server, token, "PUT", `/api/admin/cash_register/open_cash_register/${register.id}`, {
      cash_register_record_open_cash_user_amount: 10_000,
    });
    const item = await api<{ data: { id: number } }>(server, token, "POST", "/api/admin/item/create_item", {
      data: {
        item_name: "Agua con gas 500 ml (prueba de caída)",
        item_buy_price: 600,
        item_sell_price: PRICE,
        item_stock: { item_stock_stock: 10_000 },
      },
    });

    // Sales one after another, four at a time, until the process is killed under them.
    const acknowledged: Sale[] = [];
    let stop = false;
    const sell = async () => {
      while (!stop) {
        const res = await fetch(`${server.url}/api/admin/order/create_order`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
            "idempotency-key": randomUUID(),
          },
          body: JSON.stringify({
            data: {
              order_status: "paid",
              order_source: "pos",
              order_items: [{ item: item.data.id, quantity: 1 }],
              order_payments: [
                { method: "cash", amount: 1_000 },
                { method: "debit", amount: PRICE - 1_000 },
              ],
            },
          }),
        }).catch(() => null);
        if (!res) return;
        if (res.ok) acknowledged.push((await res.json()) as Sale);
        else if (!stop) throw new Error(`sale refused: ${res.status} ${await res.text()}`);
      }
    };
    const sellers = Array.from({ length: 4 }, sell);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    await kill(server);
    stop = true;
    await Promise.all(sellers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    server = await startServer(env);
    const again = await signIn(server);
    for (const sale of acknowledged) {
      const found = await api<Sale & { order_status: string }>(
        server,
        again,
        "GET",
        `/api/admin/order/find_order/${sale.id}`,
      );
      expect(found.order_status).toBe("paid");
      expect(found.order_amount).toBe(PRICE);
    }
    // Stock and ledger agree, and the record's takings are exactly its sales' payments.
    const detail = await api<{ data: { item_stock: { item_stock_stock: number } } }>(
      server,
      again,
      "GET",
      `/api/admin/item/find_item/${item.data.id}`,
    );
    const ledger = await api<{ pagination: { total: number } }>(
      server,
      again,
      "GET",
      `/api/admin/item/get_item_stock_movements/${item.data.id}?limit=1`,
    );
    const sold = 10_000 - detail.data.item_stock.item_stock_stock;
    expect(sold).toBeGreaterThanOrEqual(acknowledged.length);
    // The initial stock and one movement per sale that committed.
    expect(ledger.pagination.total).toBe(1 + sold);
    const records = await api<{
      cash_register_records: { id: number; cash_register_record_open: boolean }[];
    }>(server, again, "GET", "/api/admin/cash_register_record/get_cash_register_records?page=1&limit=5");
    const open = records.cash_register_records.find((r) => r.cash_register_record_open);
    if (!open) throw new Error("the record is no longer open");
    const record = await api<{ balances: { cash: number; debit: number; total: number } }>(
      server,
      again,
      "GET",
      `/api/admin/cash_register_record/find_cash_register_record/${open.id}`,
    );
    expect(record.balances.cash).toBe(sold * 1_000);
    expect(record.balances.debit).toBe(sold * (PRICE - 1_000));
    await kill(server);
  }, 180_000);
});

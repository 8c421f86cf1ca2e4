// autocannon's per-request hook for bench/orders.bench.ts (a file, as its worker threads require): each
// request is a new sale with its own Idempotency-Key, of one of the bench's items paid in cash.
const { randomUUID } = require("node:crypto");

const items = JSON.parse(process.env.BENCH_SALE_ITEMS ?? "[]");

module.exports = function setupRequest(request) {
  const item = items[Math.floor(Math.random() * items.length)];
  request.method = "POST";
  request.headers = {
    ...request.headers,
    "content-type": "application/json",
    "idempotency-key": randomUUID(),
  };
  request.body = JSON.stringify({
    data: {
      order_status: "paid",
      order_source: "pos",
      order_items: [{ item: item.id, quantity: 1 }],
      order_payments: [{ method: "cash", amount: item.price }],
    },
  });
  return request;
};

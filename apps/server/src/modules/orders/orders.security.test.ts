import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPlayersRefused, expectUnauthenticatedRefused } from "../../../test/access-checks";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingOn, createOrderCall, orderCall, saleClub } from "../../../test/order-helpers";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-23T15:00:00Z");
const KEY = "0f6a3c1e-7d1b-4c55-9a57-1c2f3e4d5a6b";

describe(`orders: authentication, role and tenant (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  let outsider: Awaited<ReturnType<typeof saleClub>>;
  let pendingId: number;
  let paidId: number;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t);
    outsider = await saleClub(t);
    const pending = await createOrderCall(t, club.admin.token, {
      order_status: "pending",
      order_source: "pos",
      order_items: [{ item: club.water.id, quantity: 1 }],
    });
    pendingId = pending.json().id;
    const paid = await createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_items: [{ item: club.water.id, quantity: 1 }],
      order_payments: [{ method: "debit", amount: 1000 }],
    });
    paidId = paid.json().id;
  });
  afterAll(() => t.close());

  const digest = async () => {
    const [row] = await stored<{ d: string }>(t.ctx.db)`
      select (select md5(coalesce(string_agg(o::text, '|' order by o.id), '')) from orders o) ||
        (select md5(coalesce(string_agg(m::text, '|' order by m.id), '')) from stock_movements m) ||
        (select md5(coalesce(string_agg(b::text, '|' order by b.id), '')) from bookings b) as d`;
    return row?.d;
  };

  const calls = () =>
    [
      {
        method: "POST",
        url: "/api/admin/order/create_order",
        headers: { "idempotency-key": KEY },
        payload: {
          data: { order_status: "pending", order_source: "pos", order_items: [{ item: 1, quantity: 1 }] },
        },
      },
      { method: "GET", url: "/api/admin/order/get_orders" },
      { method: "GET", url: `/api/admin/order/find_order/${pendingId}` },
      {
        method: "PUT",
        url: `/api/admin/order/update_order/${pendingId}`,
        payload: { data: { order_source: "app" } },
      },
      {
        method: "PUT",
        url: `/api/admin/order/update_pending_order_source/${pendingId}`,
        payload: { data: { order_source: "app" } },
      },
      {
        method: "PUT",
        url: "/api/admin/order/remove_pending_booking_or_item_from_order",
        payload: { order: pendingId, item: club.water.id },
      },
      { method: "GET", url: `/api/admin/order/cancel_order/${pendingId}` },
    ] as const;

  it("answers 401 without a token or with a bad one, and 403 to players, touching nothing", async () => {
    const before = await digest();
    await expectUnauthenticatedRefused(t, calls());
    await expectPlayersRefused(t, calls(), club.admin.clubId);
    expect(await digest()).toBe(before);
  });

  it("answers 404 for another club's order, touching nothing", async () => {
    const before = await digest();
    for (const id of [pendingId, paidId]) {
      for (const [method, path, payload] of [
        ["GET", `find_order/${id}`],
        ["PUT", `update_order/${id}`, { data: { order_source: "app" } }],
        ["PUT", `update_order/${id}`, { data: { order_status: "paid" } }],
        ["PUT", `update_pending_order_source/${id}`, { data: { order_source: "app" } }],
        ["PUT", "remove_pending_booking_or_item_from_order", { order: id, item: club.water.id }],
        ["GET", `cancel_order/${id}`],
      ] as const) {
        const res = await orderCall(t, outsider.admin.token, method, path, payload);
        expect(res.statusCode, `${path} ${res.body}`).toBe(404);
        expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Venta no encontrada" });
      }
    }
    const list = await orderCall(t, outsider.admin.token, "GET", "get_orders?limit=100");
    expect(list.json().orders).toEqual([]);
    expect(await digest()).toBe(before);
  });

  it("answers 404 for another club's item or booking in a sale, storing nothing", async () => {
    const theirBooking = await bookingOn(t, club.court, 19);
    const before = await digest();
    for (const lines of [
      { order_items: [{ item: club.water.id, quantity: 1 }] },
      { order_bookings: [{ booking: theirBooking.id, percentage: 100 }] },
    ]) {
      for (const order_status of ["paid", "pending"]) {
        const res = await createOrderCall(t, outsider.admin.token, {
          order_status,
          order_source: "pos",
          order_payments: [{ method: "cash", amount: 1000 }],
          ...lines,
        });
        expect(res.statusCode, res.body).toBe(404);
      }
    }
    expect(await digest()).toBe(before);
    // The same through an edit of the outsider's own pending order.
    const own = await createOrderCall(t, outsider.admin.token, {
      order_status: "pending",
      order_source: "pos",
      order_items: [{ item: outsider.water.id, quantity: 1 }],
    });
    const edit = await orderCall(t, outsider.admin.token, "PUT", `update_order/${own.json().id}`, {
      data: { order_items: [{ item: club.water.id, quantity: 1 }] },
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.message).toBe("Producto no encontrado");
    // A key is the club's own: the same key in another club is another sale.
    const mine = await createOrderCall(
      t,
      club.admin.token,
      { order_status: "pending", order_source: "pos", order_items: [{ item: club.balls.id, quantity: 1 }] },
      KEY,
    );
    const theirs = await createOrderCall(
      t,
      outsider.admin.token,
      {
        order_status: "pending",
        order_source: "pos",
        order_items: [{ item: outsider.balls.id, quantity: 1 }],
      },
      KEY,
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(mine.json().id).not.toBe(theirs.json().id);
  });

  it("refuses a cancelled booking as missing", async () => {
    const cancelled = await bookingOn(t, club.court, 20);
    await stored(
      t.ctx.db,
    )`update bookings set cancelled_at = now(), cancel_reason = 'Lluvia' where id = ${cancelled.id}`;
    const res = await createOrderCall(t, club.admin.token, {
      order_status: "pending",
      order_source: "pos",
      order_bookings: [{ booking: cancelled.id, percentage: 100 }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Reserva no encontrada");
  });
});

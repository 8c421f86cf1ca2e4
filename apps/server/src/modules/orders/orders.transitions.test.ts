import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createAdmin } from "../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import {
  bookingOn,
  createOrderCall,
  ledgerOf,
  orderCall,
  orderRow,
  saleClub,
  stockOf,
} from "../../../test/order-helpers";
import { bookingRow } from "../../../test/payment-helpers";
import { payAtReception } from "../../../test/staff-booking-helpers";

const clock = testClock("2026-11-23T15:00:00Z");

describe(`orders: states and the moves between them (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t);
  });
  afterAll(() => t.close());

  const sale = (status: "paid" | "pending") =>
    createOrderCall(t, club.admin.token, {
      order_status: status,
      order_source: "pos",
      order_items: [{ item: club.water.id, quantity: 1 }],
      order_payments: [{ method: "cash", amount: 1000 }],
    }).then((res) => res.json().id as number);
  const cancelled = async (from: "paid" | "pending") => {
    const id = await sale(from);
    await orderCall(t, club.admin.token, "GET", `cancel_order/${id}`);
    return id;
  };
  const rowOf = (id: number) => orderRow(t, id);

  const moves: [string, "PUT" | "GET", (id: number) => string, (id: number) => object | undefined][] = [
    [
      "edit the lines",
      "PUT",
      (id) => `update_order/${id}`,
      () => ({ data: { order_items: [{ item: club.balls.id, quantity: 1 }] } }),
    ],
    ["edit the payments", "PUT", (id) => `update_order/${id}`, () => ({ data: { order_payments: [] } })],
    ["charge", "PUT", (id) => `update_order/${id}`, () => ({ data: { order_status: "paid" } })],
    [
      "change the source",
      "PUT",
      (id) => `update_pending_order_source/${id}`,
      () => ({ data: { order_source: "app" } }),
    ],
    [
      "remove a line",
      "PUT",
      () => "remove_pending_booking_or_item_from_order",
      (id) => ({ order: id, item: club.water.id }),
    ],
    ["cancel", "GET", (id) => `cancel_order/${id}`, () => undefined],
  ];
  const illegal: [string, () => Promise<number>, string[]][] = [
    [
      "paid",
      () => sale("paid"),
      ["edit the lines", "edit the payments", "charge", "change the source", "remove a line"],
    ],
    ["cancelled (was pending)", () => cancelled("pending"), moves.map(([name]) => name)],
    ["cancelled (was paid)", () => cancelled("paid"), moves.map(([name]) => name)],
  ];

  it.each(illegal)(
    "a %s order refuses every other move with 409 and stays as it is",
    async (_, make, refused) => {
      const id = await make();
      const before = await rowOf(id);
      const ledger = (await ledgerOf(t, club.water.id)).length;
      for (const [name, method, path, body] of moves.filter(([name]) => refused.includes(name))) {
        const res = await orderCall(t, club.admin.token, method, path(id), body(id));
        expect(res.statusCode, `${name}: ${res.body}`).toBe(409);
        expect(res.json().error.message).toMatch(/La venta (ya está pagada|está anulada|ya está anulada)/);
      }
      expect(await rowOf(id)).toEqual(before);
      expect((await ledgerOf(t, club.water.id)).length).toBe(ledger);
    },
  );

  it("refuses to cancel a paid order for someone without an open register (the refund needs one)", async () => {
    const id = await sale("paid");
    const other = await createAdmin(t.ctx.db, t.ctx.tokens, club.admin.clubId);
    const before = await stockOf(t, club.water.id);
    const res = await orderCall(t, other.token, "GET", `cancel_order/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Abre una caja/);
    expect((await rowOf(id))?.status).toBe("paid");
    expect(await stockOf(t, club.water.id)).toBe(before);
    // A pending one needs none.
    const pending = await sale("pending");
    expect((await orderCall(t, other.token, "GET", `cancel_order/${pending}`)).statusCode).toBe(200);
  });

  it("charging a pending order whose booking was paid meanwhile is 409; the order stays pending", async () => {
    const booking = await bookingOn(t, club.court, 12);
    const pending = await createOrderCall(t, club.admin.token, {
      order_status: "pending",
      order_source: "pos",
      order_bookings: [{ booking: booking.id, percentage: 100 }],
      order_payments: [{ method: "debit", amount: 20000 }],
    });
    await payAtReception(t, club.admin.token, booking.id, "cash", 100);
    const res = await orderCall(t, club.admin.token, "PUT", `update_order/${pending.json().id}`, {
      data: { order_status: "paid" },
    });
    expect(res.statusCode).toBe(409);
    expect((await rowOf(pending.json().id))?.status).toBe("pending");
  });

  it("gives a booking back what the money still paid covers when a sale is cancelled after another payment", async () => {
    const booking = await bookingOn(t, club.court, 14);
    const half = await createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_bookings: [{ booking: booking.id, percentage: 50 }],
      order_payments: [{ method: "debit", amount: 10000 }],
    });
    await payAtReception(t, club.admin.token, booking.id, "cash", 100);
    await orderCall(t, club.admin.token, "GET", `cancel_order/${half.json().id}`);
    const row = await bookingRow(t, booking.id);
    expect(row).toMatchObject({ status: "p50", paymentPercentage: 50 });
  });
});

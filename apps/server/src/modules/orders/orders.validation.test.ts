import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createAdmin } from "../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingOn, createOrderCall, orderCall, saleClub, stockOf } from "../../../test/order-helpers";
import { payAtReception } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-23T15:00:00Z");

describe(`orders: bad input and refusals store nothing (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  let booking: { id: number };
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t);
    booking = await bookingOn(t, club.court);
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    ...(
      await stored(t.ctx.db)`
        select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as lines,
          (select count(*)::int from stock_movements) as ledger`
    )[0],
    water: await stockOf(t, club.water.id),
  });
  const paid = (overrides: object) => ({
    order_status: "paid",
    order_source: "pos",
    order_items: [{ item: club.water.id, quantity: 1 }],
    order_payments: [{ method: "cash", amount: 1000 }],
    ...overrides,
  });

  const cases: [string, () => object, string][] = [
    [
      "a fraction of an item sold by unit",
      () => paid({ order_items: [{ item: club.water.id, quantity: 1.5 }] }),
      "data.order_items.0.quantity",
    ],
    [
      "zero quantity",
      () => paid({ order_items: [{ item: club.water.id, quantity: 0 }] }),
      "data.order_items.0.quantity",
    ],
    [
      "four decimals",
      () => paid({ order_items: [{ item: club.nuts.id, quantity: 0.1234 }] }),
      "data.order_items.0.quantity",
    ],
    [
      "payments short of the total",
      () => paid({ order_payments: [{ method: "cash", amount: 999 }] }),
      "data.order_payments",
    ],
    [
      "payments past the total",
      () => paid({ order_payments: [{ method: "debit", amount: 2000 }] }),
      "data.order_payments",
    ],
    [
      "the same item past the largest quantity, added up",
      () =>
        paid({
          order_items: [
            { item: club.water.id, quantity: 600_000_000 },
            { item: club.water.id, quantity: 600_000_000 },
          ],
        }),
      "data.order_items.0.quantity",
    ],
    ["no payment for a paid order", () => paid({ order_payments: [] }), "data.order_payments"],
    [
      "cash received below the cash part",
      () => paid({ order_cash_received: 500 }),
      "data.order_cash_received",
    ],
    [
      "cash received without cash",
      () => paid({ order_payments: [{ method: "debit", amount: 1000 }], order_cash_received: 5000 }),
      "data.order_cash_received",
    ],
    [
      "one method twice",
      () =>
        paid({
          order_payments: [
            { method: "cash", amount: 500 },
            { method: "cash", amount: 500 },
          ],
        }),
      "data.order_payments.1.method",
    ],
    [
      "the same booking twice",
      () =>
        paid({
          order_bookings: [
            { booking: booking.id, percentage: 50 },
            { booking: booking.id, percentage: 100 },
          ],
        }),
      "data.order_bookings.1.booking",
    ],
    [
      "a share of 30 %",
      () => paid({ order_bookings: [{ booking: booking.id, percentage: 30 }] }),
      "data.order_bookings.0.percentage",
    ],
    ["no line", () => paid({ order_items: [], order_payments: [] }), "data.order_items"],
    ["unknown status", () => paid({ order_status: "cancelled" }), "data.order_status"],
    ["unknown source", () => paid({ order_source: "web" }), "data.order_source"],
    [
      "unknown method",
      () => paid({ order_payments: [{ method: "bitcoin", amount: 1000 }] }),
      "data.order_payments.0.method",
    ],
    [
      "a receipt to a bad address",
      () => paid({ order_send_mail_client: { name: "Ana", lastname: "Pérez", email: "no" } }),
      "data.order_send_mail_client.email",
    ],
  ];

  it.each(cases)("%s: 400 on its field, nothing stored", async (_, data, field) => {
    const before = await snapshot();
    const res = await createOrderCall(t, club.admin.token, data());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it("needs an Idempotency-Key that is a uuid: 400 naming the header, other headers kept", async () => {
    for (const headers of [{}, { "idempotency-key": "123" }, { "idempotency-key": "" }] as Record<
      string,
      string
    >[]) {
      const res = await orderCall(t, club.admin.token, "POST", "create_order", { data: paid({}) }, headers);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Falta la clave Idempotency-Key (un uuid)",
        details: [{ field: "idempotency-key", message: "Falta la clave Idempotency-Key (un uuid)" }],
      });
    }
    // Sent in capitals, the header is the same one.
    const ok = await orderCall(
      t,
      club.admin.token,
      "POST",
      "create_order",
      { data: paid({}) },
      {
        "Idempotency-Key": crypto.randomUUID(),
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("lets a refused request's key be used again once the request is right", async () => {
    const key = crypto.randomUUID();
    const bad = await createOrderCall(t, club.admin.token, paid({ order_cash_received: 1 }), key);
    expect(bad.statusCode).toBe(400);
    const good = await createOrderCall(t, club.admin.token, paid({}), key);
    expect(good.statusCode, good.body).toBe(200);
  });

  it("refuses a sale beyond the stock, naming the line, and leaves everything as it was", async () => {
    const before = await snapshot();
    const res = await createOrderCall(
      t,
      club.admin.token,
      paid({
        order_items: [
          { item: club.water.id, quantity: 1 },
          { item: club.balls.id, quantity: 6 },
        ],
        order_payments: [{ method: "cash", amount: 42940 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        field: "data.order_items.1.quantity",
        message: expect.stringMatching(/No hay stock suficiente de Tubo de pelotas/),
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses (409) a booking with nothing left to pay for that share, and a sale without an open register", async () => {
    const paidBooking = await bookingOn(t, club.court, 16);
    await payAtReception(t, club.admin.token, paidBooking.id, "cash", 50);
    const half = await createOrderCall(
      t,
      club.admin.token,
      paid({
        order_items: [],
        order_payments: [],
        order_bookings: [{ booking: paidBooking.id, percentage: 50 }],
      }),
    );
    expect(half.statusCode).toBe(409);
    expect(half.json().error.message).toBe("La reserva ya tiene abonado el 50 %");

    const other = await createAdmin(t.ctx.db, t.ctx.tokens, club.admin.clubId);
    const before = await snapshot();
    const res = await createOrderCall(t, other.token, paid({}));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Abre una caja para cobrar la venta");
    expect(await snapshot()).toEqual(before);
    // A pending order needs no register.
    const pending = await createOrderCall(t, other.token, paid({ order_status: "pending" }));
    expect(pending.statusCode).toBe(200);
  });

  it("refuses removing a line the order does not have (404) and a body naming both or neither", async () => {
    const pending = await createOrderCall(t, club.admin.token, paid({ order_status: "pending" }));
    const id = pending.json().id;
    const missing = await orderCall(t, club.admin.token, "PUT", "remove_pending_booking_or_item_from_order", {
      order: id,
      item: club.balls.id,
    });
    expect(missing.statusCode).toBe(404);
    for (const body of [{ order: id }, { order: id, item: club.water.id, booking: booking.id }]) {
      const res = await orderCall(
        t,
        club.admin.token,
        "PUT",
        "remove_pending_booking_or_item_from_order",
        body,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe("item");
    }
  });

  it("refuses an end date before the start date in the sales list", async () => {
    const res = await orderCall(
      t,
      club.admin.token,
      "GET",
      "get_orders?start_date=2026-11-20&end_date=2026-11-19",
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe("end_date");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { createOrderCall, saleClub } from "../../../test/order-helpers";

const clock = testClock("2026-11-23T15:00:00Z");

describe(`orders: a split tender refused (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t);
  });
  afterAll(() => t.close());

  it("names every problem at once, each beside its field in Spanish", async () => {
    const res = await createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_items: [{ item: club.water.id, quantity: 2 }],
      order_payments: [{ method: "cash", amount: 1500 }],
      order_cash_received: 1000,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toEqual([
      { field: "data.order_payments", message: "Los pagos suman $1.500 y el total de la venta es $2.000" },
      {
        field: "data.order_cash_received",
        message: "El efectivo recibido no alcanza para la parte en efectivo ($1.500)",
      },
    ]);
  });
});

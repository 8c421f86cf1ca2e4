import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCashRegister } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { createOrderCall, orderCall, saleClub, stockOf } from "../../../test/order-helpers";

describe(`orders: refunds from the drawer, bulk lines given back, no empty pending order (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  beforeAll(async () => {
    t = await createTestApp();
    club = await saleClub(t);
  });
  afterAll(() => t.close());

  const paidSale = (payment: { method: string; amount: number }, item = club.water.id, quantity = 1) =>
    createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_items: [{ item, quantity }],
      order_payments: [payment],
    }).then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    });

  /** A second operator of the club whose drawer opens with `cash`. */
  async function operatorWith(cash: number) {
    const other = await createAdmin(t.ctx.db, t.ctx.tokens, club.admin.clubId);
    const register = await createCashRegister(t.ctx.db, club.admin.clubId);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/cash_register/open_cash_register/${register.id}`,
      headers: bearer(other.token),
      payload: { cash_register_record_open_cash_user_amount: cash },
    });
    expect(res.statusCode, res.body).toBe(200);
    return other;
  }

  it("refuses to hand back cash a drawer does not hold, and refunds a card sale from any drawer", async () => {
    const cashSale = await paidSale({ method: "cash", amount: 1000 });
    const cardSale = await paidSale({ method: "debit", amount: 1000 });
    const empty = await operatorWith(500);
    const refused = await orderCall(t, empty.token, "GET", `cancel_order/${cashSale}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("No hay efectivo suficiente");
    const card = await orderCall(t, empty.token, "GET", `cancel_order/${cardSale}`);
    expect(card.statusCode, card.body).toBe(200);
    // The seller's own drawer holds the cash: the refund goes through there.
    const own = await orderCall(t, club.admin.token, "GET", `cancel_order/${cashSale}`);
    expect(own.statusCode, own.body).toBe(200);
  });

  it("keeps an item sold by weight while a live order holds a fraction of it, so the sale can be given back", async () => {
    const sale = await paidSale({ method: "debit", amount: 495 }, club.nuts.id, 0.5);
    const count = await t.app.inject({
      method: "POST",
      url: `/api/admin/item/adjust_item_stock/${club.nuts.id}`,
      headers: bearer(club.admin.token),
      payload: { data: { stock_movement_reason: "count", stock_movement_quantity: 1 } },
    });
    expect(count.statusCode, count.body).toBe(200);
    const toUnit = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/item/update_item/${club.nuts.id}`,
        headers: bearer(club.admin.token),
        payload: { data: { item_bulk: false } },
      });
    const refused = await toUnit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("fracciones");
    const cancel = await orderCall(t, club.admin.token, "GET", `cancel_order/${sale}`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(t, club.nuts.id)).toBe(1.5);
  });

  it("keeps a pending order from losing its last line", async () => {
    const created = await createOrderCall(t, club.admin.token, {
      order_status: "pending",
      order_source: "pos",
      order_items: [{ item: club.balls.id, quantity: 1 }],
    });
    const id = created.json().id as number;
    const emptied = await orderCall(t, club.admin.token, "PUT", `update_order/${id}`, {
      data: { order_items: [] },
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error.details?.[0]?.field ?? emptied.body).toContain("order_items");
    const last = await orderCall(t, club.admin.token, "PUT", "remove_pending_booking_or_item_from_order", {
      order: id,
      item: club.balls.id,
    });
    expect(last.statusCode).toBe(409);
    const still = await orderCall(t, club.admin.token, "GET", `find_order/${id}`);
    expect(still.json().order_details.items).toHaveLength(1);
  });
});

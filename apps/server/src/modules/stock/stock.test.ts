import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createClub } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { ledgerOf } from "../../../test/order-helpers";
import { stored } from "../../../test/stored";

const ITEM = "/api/admin/item";

describe("stock movements by hand (adjust_item_stock) and the item's history", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adjust = (token: string, itemId: number, data: object) =>
    t.app.inject({
      method: "POST",
      url: `${ITEM}/adjust_item_stock/${itemId}`,
      headers: bearer(token),
      payload: { data },
    });
  const history = (token: string, itemId: number, query = "") =>
    t.app.inject({
      method: "GET",
      url: `${ITEM}/get_item_stock_movements/${itemId}${query}`,
      headers: bearer(token),
    });

  it("records a restock, an adjustment with its note and a count, each changing the stock", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_stock: { item_stock_stock: 10, item_stock_critical_stock: 2 },
    });
    const restock = await adjust(admin.token, item.id, {
      stock_movement_reason: "restock",
      stock_movement_quantity: 12,
      stock_movement_note: "Factura 1234",
    });
    expect(restock.statusCode).toBe(200);
    expect(restock.json()).toMatchObject({
      ok: true,
      message: "Reposición registrada",
      data: { id: item.id, item_stock: { item_stock_stock: 22 } },
      movement: {
        stock_movement_reason: "restock",
        stock_movement_quantity: 12,
        stock_movement_stock_after: 22,
        stock_movement_note: "Factura 1234",
        stock_movement_order_id: null,
        stock_movement_user: { id: admin.user.id, name: "Nombre", lastname: "Apellido" },
      },
    });
    const adjustment = await adjust(admin.token, item.id, {
      stock_movement_reason: "adjustment",
      stock_movement_quantity: -3,
      stock_movement_note: "  Botellas rotas ",
    });
    expect(adjustment.json()).toMatchObject({
      message: "Ajuste registrado",
      data: { item_stock: { item_stock_stock: 19 } },
      movement: { stock_movement_quantity: -3, stock_movement_note: "Botellas rotas" },
    });
    // A count gives what is on the shelf; the movement is the difference found.
    const count = await adjust(admin.token, item.id, {
      stock_movement_reason: "count",
      stock_movement_quantity: 17,
    });
    expect(count.json()).toMatchObject({
      message: "Conteo registrado",
      data: { item_stock: { item_stock_stock: 17 } },
      movement: {
        stock_movement_reason: "count",
        stock_movement_quantity: -2,
        stock_movement_stock_after: 17,
      },
    });
    // A count that confirms the stock is recorded too, with a zero difference.
    const same = await adjust(admin.token, item.id, {
      stock_movement_reason: "count",
      stock_movement_quantity: 17,
    });
    expect(same.json().movement).toMatchObject({ stock_movement_quantity: 0, stock_movement_note: null });
  });

  it("keeps bulk quantities exact: 0,1 + 0,2 kg is 0,3 kg", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_bulk: true,
      item_measurement_unit: "Kilogramos",
      item_stock: { item_stock_stock: 0.1 },
    });
    const res = await adjust(admin.token, item.id, {
      stock_movement_reason: "restock",
      stock_movement_quantity: 0.2,
    });
    expect(res.json().data.item_stock.item_stock_stock).toBe(0.3);
    const ledger = await ledgerOf(t, item.id);
    expect(ledger.map((m) => [m.quantity, m.stockAfter])).toEqual([
      ["0.100", "0.100"],
      ["0.200", "0.300"],
    ]);
  });

  it("lists an item's movements newest first, paged, with who and when on the club's clock", async () => {
    const club = await createClub(t.ctx.db, { timeZone: "America/Santiago" });
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const item = await createItem(t.ctx.db, club.id, { item_stock: { item_stock_stock: 5 } });
    for (const quantity of [1, 2, 3]) {
      await adjust(admin.token, item.id, {
        stock_movement_reason: "restock",
        stock_movement_quantity: quantity,
      });
    }
    // A known instant for the initial movement: 15-01-2025 00:05:09 in Santiago (UTC-3 in summer).
    await stored(t.ctx.db)`
      update stock_movements set created_at = ${"2025-01-15T03:05:09Z"}
      where item_id = ${item.id} and reason = 'initial'`;

    const first = await history(admin.token, item.id, "?limit=3");
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({ page: 1, pageSize: 3, pageCount: 2, total: 4, totalPages: 2 });
    expect(
      first.json().data.map((m: { stock_movement_quantity: number }) => m.stock_movement_quantity),
    ).toEqual([3, 2, 1]);
    const second = await history(admin.token, item.id, "?limit=3&page=2");
    expect(second.json().data).toEqual([
      {
        id: expect.any(Number),
        stock_movement_reason: "initial",
        stock_movement_quantity: 5,
        stock_movement_stock_after: 5,
        stock_movement_note: null,
        stock_movement_order_id: null,
        // The factory creates the item without a user.
        stock_movement_user: null,
        stock_movement_datetime: { date: "15-01-2025", time: "00:05:09", timeWithoutSeconds: "00:05" },
        createdAt: "2025-01-15T03:05:09.000Z",
      },
    ]);
    const beyond = await history(admin.token, item.id, "?limit=3&page=9");
    expect(beyond.json()).toEqual({
      data: [],
      pagination: { page: 9, pageSize: 3, pageCount: 2, total: 4, totalPages: 2 },
    });
    expect((await history(admin.token, item.id)).json().pagination.pageSize).toBe(10);
  });

  it("gives an empty history for an item created without stock", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId);
    expect((await history(admin.token, item.id)).json()).toEqual({
      data: [],
      pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0, totalPages: 0 },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { itemRow } from "../../../test/inventory-rows";
import { ledgerOf } from "../../../test/order-helpers";
import { stored } from "../../../test/stored";

const FIELD = "data.stock_movement_quantity";

describe("stock movements: bad input and refusals", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adjust = (token: string, itemId: number | string, data: object | undefined) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/item/adjust_item_stock/${itemId}`,
      headers: bearer(token),
      payload: data === undefined ? {} : { data },
    });
  const state = async (itemId: number) => ({
    item: await itemRow(t.ctx.db, itemId),
    ledger: await ledgerOf(t, itemId),
  });

  it.each([
    ["no data", undefined, "data"],
    [
      "an unknown reason",
      { stock_movement_reason: "sale", stock_movement_quantity: 1 },
      "data.stock_movement_reason",
    ],
    ["a zero restock", { stock_movement_reason: "restock", stock_movement_quantity: 0 }, FIELD],
    ["a negative restock", { stock_movement_reason: "restock", stock_movement_quantity: -1 }, FIELD],
    ["a quantity as text", { stock_movement_reason: "restock", stock_movement_quantity: "2" }, FIELD],
    ["4 decimals", { stock_movement_reason: "restock", stock_movement_quantity: 0.0001 }, FIELD],
    [
      "an adjustment without a note",
      { stock_movement_reason: "adjustment", stock_movement_quantity: -1 },
      "data.stock_movement_note",
    ],
    [
      "an adjustment with a blank note",
      { stock_movement_reason: "adjustment", stock_movement_quantity: -1, stock_movement_note: "  " },
      "data.stock_movement_note",
    ],
    [
      "a zero adjustment",
      { stock_movement_reason: "adjustment", stock_movement_quantity: 0, stock_movement_note: "x" },
      FIELD,
    ],
    ["a negative count", { stock_movement_reason: "count", stock_movement_quantity: -1 }, FIELD],
    [
      "a long note",
      { stock_movement_reason: "restock", stock_movement_quantity: 1, stock_movement_note: "x".repeat(301) },
      "data.stock_movement_note",
    ],
    ["a fraction of a unit item", { stock_movement_reason: "restock", stock_movement_quantity: 1.5 }, FIELD],
  ])("refuses %s with 400 on the field, changing nothing", async (_, data, field) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 3 } });
    const before = await state(item.id);
    const res = await adjust(admin.token, item.id, data);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await state(item.id)).toEqual(before);
  });

  it("refuses a movement below zero when the item does not allow it, saying what is left", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_name: "Coca-Cola 350 ml",
      item_stock: { item_stock_stock: 3, item_stock_critical_stock: 5 },
    });
    const before = await state(item.id);
    const res = await adjust(admin.token, item.id, {
      stock_movement_reason: "adjustment",
      stock_movement_quantity: -4,
      stock_movement_note: "Merma",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "No hay stock suficiente de Coca-Cola 350 ml: quedan 3 unidades",
      details: [{ field: FIELD }],
    });
    expect(await state(item.id)).toEqual(before);
    // Down to exactly zero is fine.
    const toZero = await adjust(admin.token, item.id, {
      stock_movement_reason: "adjustment",
      stock_movement_quantity: -3,
      stock_movement_note: "Merma",
    });
    expect(toZero.json().data.item_stock.item_stock_stock).toBe(0);
  });

  it("says 'queda 1 unidad' when one unit is left, not 'quedan 1 unidades'", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_name: "Grip Wilson",
      item_stock: { item_stock_stock: 1, item_stock_critical_stock: 0 },
    });
    const res = await adjust(admin.token, item.id, {
      stock_movement_reason: "adjustment",
      stock_movement_quantity: -2,
      stock_movement_note: "Merma",
    });
    expect(res.json().error.message).toBe("No hay stock suficiente de Grip Wilson: queda 1 unidad");
  });

  it("lets the stock go below zero when the item allows it", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_allow_negative_stock: true,
      item_bulk: true,
      item_measurement_unit: "Litros",
      item_stock: { item_stock_stock: 1 },
    });
    const res = await adjust(admin.token, item.id, {
      stock_movement_reason: "adjustment",
      stock_movement_quantity: -2.25,
      stock_movement_note: "Vendido antes de recibir",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.item_stock.item_stock_stock).toBe(-1.25);
  });

  it("refuses a stock too large for the ledger", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId);
    // Just under numeric(14, 3)'s limit, as no real club gets, to reach the guard.
    await stored(t.ctx.db)`update items set item_stock_stock = 99999999999 where id = ${item.id}`;
    const res = await adjust(admin.token, item.id, {
      stock_movement_reason: "restock",
      stock_movement_quantity: 1e9,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe(FIELD);
  });

  it("rejects ids and pages that are not valid", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const restock = { stock_movement_reason: "restock", stock_movement_quantity: 1 };
    expect((await adjust(admin.token, "abc", restock)).json().error.details[0].field).toBe("id");
    for (const url of [
      "get_item_stock_movements/0",
      "get_item_stock_movements/1?page=0",
      "get_item_stock_movements/1?limit=101",
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/admin/item/${url}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

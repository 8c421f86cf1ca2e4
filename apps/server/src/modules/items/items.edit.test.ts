import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";
import { itemRow } from "../../../test/inventory-rows";
import { ledgerOf } from "../../../test/order-helpers";

const ITEM = "/api/admin/item";

describe("editing and deleting items", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${ITEM}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it("updates only the fields given, keeps the stock, and refreshes what search reads", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const category = await createItemCategory(t.ctx.db, admin.clubId);
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_name: "Jugo",
      item_brand: "Watt's",
      item_stock: { item_stock_stock: 7, item_stock_critical_stock: 2 },
    });
    const res = await call("PUT", `update_item/${item.id}`, admin.token, {
      data: {
        item_name: "Jugo Durazno 1 L",
        item_sell_price: 1500,
        item_category: category.id,
        item_barcode: "7802800533420",
        // Ignored: the stock changes only through movements.
        item_stock: { item_stock_stock: 999, item_stock_critical_stock: 3 },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: "Producto actualizado",
      data: {
        id: item.id,
        item_name: "Jugo Durazno 1 L",
        item_brand: "Watt's",
        item_buy_price: 500,
        item_sell_price: 1500,
        item_barcode: "7802800533420",
        item_category: { id: category.id, item_category_name: category.name },
        item_stock: { item_stock_stock: 7, item_stock_critical_stock: 3, item_stock_is_critical: false },
      },
    });
    const row = await itemRow(t.ctx.db, item.id);
    expect(row).toMatchObject({
      nameKey: "jugo durazno 1 l",
      searchText: "jugo durazno 1 l watt's 7802800533420",
    });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(row?.createdAt.getTime() ?? 0);

    // Null clears the category, the barcode and the image.
    const cleared = await call("PUT", `update_item/${item.id}`, admin.token, {
      data: { item_category: null, item_barcode: "", item_image: null },
    });
    expect(cleared.json().data).toMatchObject({
      item_barcode: null,
      item_category: { id: null, item_category_name: "Sin categoria" },
      item_image: [],
    });
  });

  it("turns a unit item into a bulk one with its unit, and back while the stock is whole", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 4 } });
    const bulk = await call("PUT", `update_item/${item.id}`, admin.token, {
      data: { item_bulk: true, item_measurement_unit: "Litros" },
    });
    expect(bulk.json().data).toMatchObject({ item_bulk: true, item_measurement_unit_short: "lt" });
    const unit = await call("PUT", `update_item/${item.id}`, admin.token, { data: { item_bulk: false } });
    expect(unit.statusCode).toBe(200);
    expect(unit.json().data).toMatchObject({ item_bulk: false, item_measurement_unit: null });
  });

  it("deletes softly: the item disappears from every read, its ledger stays, its barcode is free again", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_barcode: "7790070411716",
      item_stock: { item_stock_stock: 3 },
    });
    const res = await call("DELETE", `delete_item/${item.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: "Producto eliminado del inventario", id: item.id });
    expect((await call("GET", `find_item/${item.id}`, admin.token)).statusCode).toBe(404);
    expect((await call("DELETE", `delete_item/${item.id}`, admin.token)).statusCode).toBe(404);
    expect(
      (await call("PUT", `update_item/${item.id}`, admin.token, { data: { item_name: "Otro" } })).statusCode,
    ).toBe(404);
    expect((await call("GET", "get_items", admin.token)).json().pagination.total).toBe(0);
    expect((await call("GET", "search_items_by_string/7790070411716", admin.token)).json().data).toEqual([]);
    const ledger = await ledgerOf(t, item.id);
    expect(ledger).toHaveLength(1);
    const again = await createItem(t.ctx.db, admin.clubId, { item_barcode: "7790070411716" });
    expect(again.id).not.toBe(item.id);
  });
});

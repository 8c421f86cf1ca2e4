import { ITEM_PLACEHOLDER_URL } from "@club/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpload } from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";
import { itemRow } from "../../../test/inventory-rows";
import { ledgerOf } from "../../../test/order-helpers";

const ITEM = "/api/admin/item";

describe("items", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${ITEM}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it("creates an item with every wire field, its initial stock as the ledger's first movement", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const category = await createItemCategory(t.ctx.db, admin.clubId, "Bebidas");
    const photo = await createUpload(t.ctx.db, { clubId: admin.clubId });
    const res = await call("POST", "create_item", admin.token, {
      data: {
        item_name: "  Coca-Cola 350 ml ",
        item_brand: "Coca-Cola",
        item_description: "Lata",
        item_buy_price: 450,
        item_sell_price: 1000,
        item_barcode: "7801610001196",
        item_favorite: true,
        item_category: category.id,
        item_image: photo.id,
        item_stock: { item_stock_stock: 24, item_stock_critical_stock: 6 },
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, message: "Producto creado" });
    const item = body.data;
    expect(item).toEqual({
      id: expect.any(Number),
      item_name: "Coca-Cola 350 ml",
      item_brand: "Coca-Cola",
      item_description: "Lata",
      item_buy_price: 450,
      item_sell_price: 1000,
      item_barcode: "7801610001196",
      item_favorite: true,
      item_bulk: false,
      item_measurement_unit: null,
      item_measurement_unit_short: null,
      item_allow_negative_stock: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      publishedAt: item.createdAt,
      item_image: [
        { id: photo.id, url: `/api/files/${photo.key}`, thumbnail_url: `/api/files/${photo.key}/thumbnail` },
      ],
      item_image_thumbnail: `/api/files/${photo.key}/thumbnail`,
      item_stock: { item_stock_stock: 24, item_stock_critical_stock: 6, item_stock_is_critical: false },
      item_category: { id: category.id, item_category_name: "Bebidas" },
      item_image_id: photo.id,
      item_category_id: category.id,
      item_product_id: null,
    });
    const ledger = await ledgerOf(t, item.id);
    expect(ledger).toMatchObject([
      { reason: "initial", quantity: "24.000", stockAfter: "24.000", userId: admin.user.id, orderId: null },
    ]);
    expect(await itemRow(t.ctx.db, item.id)).toMatchObject({
      nameKey: "coca-cola 350 ml",
      searchText: "coca-cola 350 ml coca-cola 7801610001196",
    });

    const found = await call("GET", `find_item/${item.id}`, admin.token);
    expect(found.json()).toEqual({ data: item });
  });

  it("fills defaults: no image gives the placeholder, no category gives «Sin categoria», no stock no movement", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await call("POST", "create_item", admin.token, {
      data: { item_name: "Grip", item_buy_price: 0, item_sell_price: 0 },
    });
    expect(res.statusCode).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      item_brand: "",
      item_barcode: null,
      item_image: [],
      item_image_thumbnail: ITEM_PLACEHOLDER_URL,
      item_category: { id: null, item_category_name: "Sin categoria" },
      item_image_id: null,
      item_category_id: null,
      // 0 of 0: out of stock, so critical.
      item_stock: { item_stock_stock: 0, item_stock_critical_stock: 0, item_stock_is_critical: true },
    });
    const ledger = await ledgerOf(t, item.id);
    expect(ledger).toEqual([]);
  });

  it("creates a bulk item with an exact decimal stock and its unit's short form", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await call("POST", "create_item", admin.token, {
      data: {
        item_name: "Maní a granel",
        item_buy_price: 4000,
        item_sell_price: 7990,
        item_bulk: true,
        item_measurement_unit: "Kilogramos",
        item_stock: { item_stock_stock: 12.345, item_stock_critical_stock: 2.5 },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      item_bulk: true,
      item_measurement_unit: "Kilogramos",
      item_measurement_unit_short: "kg",
      item_stock: { item_stock_stock: 12.345, item_stock_critical_stock: 2.5, item_stock_is_critical: false },
    });
    expect((await itemRow(t.ctx.db, res.json().data.id))?.stock).toBe("12.345");
  });

  it("pages the club's items by name with the default limit of 10", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const names = Array.from({ length: 13 }, (_, i) => `Ítem ${String(i).padStart(2, "0")}`);
    for (const name of [...names].reverse()) await createItem(t.ctx.db, admin.clubId, { item_name: name });
    const first = (await call("GET", "get_items", admin.token)).json();
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 2, total: 13, totalPages: 2 });
    expect(first.data.map((i: { item_name: string }) => i.item_name)).toEqual(names.slice(0, 10));
    const second = (await call("GET", "get_items?page=2&limit=10", admin.token)).json();
    expect(second.data.map((i: { item_name: string }) => i.item_name)).toEqual(names.slice(10));
    const beyond = (await call("GET", "get_items?page=5&limit=10", admin.token)).json();
    expect(beyond).toEqual({
      data: [],
      pagination: { page: 5, pageSize: 10, pageCount: 2, total: 13, totalPages: 2 },
    });
  });

  it("sums the inventory: units of unit items, exact stock values, items at or below critical", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    await createItem(t.ctx.db, admin.clubId, {
      item_buy_price: 450,
      item_sell_price: 1000,
      item_stock: { item_stock_stock: 10, item_stock_critical_stock: 2 },
    });
    await createItem(t.ctx.db, admin.clubId, {
      item_buy_price: 1000,
      item_sell_price: 2000,
      item_stock: { item_stock_stock: 3, item_stock_critical_stock: 5 },
    });
    await createItem(t.ctx.db, admin.clubId, {
      item_bulk: true,
      item_measurement_unit: "Kilogramos",
      item_buy_price: 3333,
      item_sell_price: 7990,
      item_stock: { item_stock_stock: 1.5, item_stock_critical_stock: 1 },
    });
    const deleted = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 100 } });
    await call("DELETE", `delete_item/${deleted.id}`, admin.token);
    const res = await call("GET", "count_total_items_stock", admin.token);
    expect(res.statusCode).toBe(200);
    // 10×450 + 3×1000 + 1,5×3333 = 12.499,5 → 12.500; 10×1000 + 3×2000 + 1,5×7990 = 27.985.
    expect(res.json()).toEqual({
      data: {
        total_items: 3,
        total_units: 13,
        stock_buy_value: 12500,
        stock_sell_value: 27985,
        critical_items: 1,
      },
    });
  });
});

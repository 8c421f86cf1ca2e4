import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createProductCategory, createUpload } from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";
import { categoriesOfClub } from "../../../test/inventory-rows";
import { ledgerOf } from "../../../test/order-helpers";
import { stored } from "../../../test/stored";

const IMPORT = "/api/admin/item/create_item_by_product";
const PRICES = { item_buy_price: 450, item_sell_price: 1000 };

describe("importing a catalog product (create_item_by_product)", () => {
  let t: TestApp;
  let drinksCategory: { id: number; name: string };
  beforeAll(async () => {
    t = await createTestApp();
    drinksCategory = await createProductCategory(t.ctx.db, "Bebidas");
  });
  afterAll(() => t.close());

  const importAs = (token: string, productId: number | string, data: object = PRICES) =>
    t.app.inject({
      method: "POST",
      url: `${IMPORT}/${productId}`,
      headers: bearer(token),
      payload: { data },
    });

  const clubCategories = (clubId: number) => categoriesOfClub(t.ctx.db, clubId);

  it("copies name, brand, description, barcode and image, with the club's prices, stock and a category named like the product's", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const photo = await createUpload(t.ctx.db, { clubId: null, folder: "catalog" });
    const product = await createProduct(t.ctx.db, {
      name: "Coca-Cola Original 350 ml",
      brand: "Coca-Cola",
      description: "Bebida gaseosa en lata",
      barcode: "7801610001196",
      categoryId: drinksCategory.id,
      imageId: photo.id,
    });
    const res = await importAs(admin.token, product.id, {
      ...PRICES,
      item_favorite: true,
      item_stock: { item_stock_stock: 24, item_stock_critical_stock: 6 },
    });
    expect(res.statusCode).toBe(200);
    const [category] = await clubCategories(admin.clubId);
    expect(category?.name).toBe("Bebidas");
    expect(res.json()).toMatchObject({
      ok: true,
      message: "Producto agregado a tu inventario",
      data: {
        item_name: "Coca-Cola Original 350 ml",
        item_brand: "Coca-Cola",
        item_description: "Bebida gaseosa en lata",
        item_barcode: "7801610001196",
        item_buy_price: 450,
        item_sell_price: 1000,
        item_favorite: true,
        item_bulk: false,
        item_image: [{ id: photo.id }],
        item_image_thumbnail: `/api/files/${photo.key}/thumbnail`,
        item_category: { id: category?.id, item_category_name: "Bebidas" },
        item_product_id: product.id,
        item_stock: { item_stock_stock: 24, item_stock_critical_stock: 6, item_stock_is_critical: false },
      },
    });
    const ledger = await ledgerOf(t, res.json().data.id);
    expect(ledger).toMatchObject([{ reason: "initial", quantity: "24.000", userId: admin.user.id }]);
  });

  it("reuses the club's category of that name whatever its case, and takes a category given instead", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const existing = await createItemCategory(t.ctx.db, admin.clubId, "BEBIDAS");
    const mine = await createItemCategory(t.ctx.db, admin.clubId, "Refrigerador");
    const first = await createProduct(t.ctx.db, { categoryId: drinksCategory.id });
    const second = await createProduct(t.ctx.db, { categoryId: drinksCategory.id });
    const third = await createProduct(t.ctx.db, { categoryId: drinksCategory.id });
    const uncategorized = await createProduct(t.ctx.db);
    expect((await importAs(admin.token, first.id)).json().data.item_category).toEqual({
      id: existing.id,
      item_category_name: "BEBIDAS",
    });
    const given = await importAs(admin.token, second.id, { ...PRICES, item_category: mine.id });
    expect(given.json().data.item_category.id).toBe(mine.id);
    const none = await importAs(admin.token, third.id, { ...PRICES, item_category: null });
    expect(none.json().data.item_category).toEqual({ id: null, item_category_name: "Sin categoria" });
    const plain = await importAs(admin.token, uncategorized.id);
    expect(plain.json().data.item_category.id).toBeNull();
    expect(await clubCategories(admin.clubId)).toHaveLength(2);
  });

  it("refuses a second import of the same product with 409, until the first is deleted", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const product = await createProduct(t.ctx.db, { barcode: "7802900000017" });
    const first = await importAs(admin.token, product.id);
    expect(first.statusCode).toBe(200);
    const again = await importAs(admin.token, product.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "CONFLICT",
      message: "Este producto ya está en tu inventario",
    });
    await t.app.inject({
      method: "DELETE",
      url: `/api/admin/item/delete_item/${first.json().data.id}`,
      headers: bearer(admin.token),
    });
    expect((await importAs(admin.token, product.id)).statusCode).toBe(200);
    // Another club imports it on its own.
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    expect((await importAs(other.token, product.id)).statusCode).toBe(200);
  });

  it("refuses a product whose barcode the club already uses on its own item, creating nothing", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    await createItem(t.ctx.db, admin.clubId, { item_barcode: "7802900000024" });
    const product = await createProduct(t.ctx.db, {
      barcode: "7802900000024",
      categoryId: drinksCategory.id,
    });
    const res = await importAs(admin.token, product.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual([
      { field: "data.item_barcode", message: "Ya existe un producto con este código de barras" },
    ]);
    const imported = await stored(t.ctx.db)`
      select id from items where club_id = ${admin.clubId} and product_id = ${product.id}`;
    expect(imported).toEqual([]);
    expect(await clubCategories(admin.clubId)).toEqual([]);
  });

  it("answers 404 for a product that does not exist", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await importAs(admin.token, 2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });
});

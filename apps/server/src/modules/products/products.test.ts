import { ITEM_PLACEHOLDER_URL } from "@club/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createItemFromProduct,
  createProduct,
  createProductCategory,
  createUpload,
} from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let mine: Awaited<ReturnType<typeof createAdmin>>;
let other: Awaited<ReturnType<typeof createAdmin>>;
let drinks: { id: number };
let balls: { id: number };
let cola: Awaited<ReturnType<typeof createProduct>>;
let image: Awaited<ReturnType<typeof createUpload>>;
let importedItem: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  mine = await createAdmin(db, t.ctx.tokens);
  other = await createAdmin(db, t.ctx.tokens);
  drinks = await createProductCategory(db, "Bebidas", "Gaseosas y jugos");
  balls = await createProductCategory(db, "Pelotas");
  image = await createUpload(db, { clubId: null, folder: "catalog" });
  // Created out of order: the answer comes by accent-free name.
  const agua = await createProduct(db, { name: "Água Tónica", brand: "Schweppes", categoryId: drinks.id });
  cola = await createProduct(db, {
    name: "Coca-Cola Original 591 ml",
    brand: "Coca-Cola",
    description: "Bebida gaseosa sabor original.",
    barcode: "7801610001196",
    categoryId: drinks.id,
    imageId: image.id,
  });
  await createProduct(db, { name: "Pelotas Head Padel Pro", brand: "Head", categoryId: balls.id });
  await createProduct(db, { name: "Bolsa de hielo", brand: "", categoryId: null });
  importedItem = await createItemFromProduct(db, mine.clubId, cola);
  // The other club imported the water and then deleted it: that no longer counts for anybody.
  await createItemFromProduct(db, other.clubId, agua, { deleted: true });
});
afterAll(() => t.close());

const get = (url: string, token = mine.token) => t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("GET /api/admin/product/get_products", () => {
  it("lists the catalog by name, with category, image and this club's imports", async () => {
    const res = await get("/api/admin/product/get_products");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 4, totalPages: 1 });
    expect(body.data.map((p: { product_name: string }) => p.product_name)).toEqual([
      "Água Tónica",
      "Bolsa de hielo",
      "Coca-Cola Original 591 ml",
      "Pelotas Head Padel Pro",
    ]);
    expect(body.data[2]).toEqual({
      id: cola.id,
      product_name: "Coca-Cola Original 591 ml",
      product_brand: "Coca-Cola",
      product_description: "Bebida gaseosa sabor original.",
      product_barcode: "7801610001196",
      product_category: { id: drinks.id, product_category_name: "Bebidas" },
      product_image: {
        id: image.id,
        url: `/api/files/${image.key}`,
        thumbnail_url: `/api/files/${image.key}/thumbnail`,
      },
      product_image_thumbnail: `/api/files/${image.key}/thumbnail`,
      product_already_added: true,
      item_already_created: true,
      product_item_id: importedItem.id,
    });
    expect(body.data[1]).toMatchObject({
      product_category: null,
      product_image: null,
      product_image_thumbnail: ITEM_PLACEHOLDER_URL,
      product_barcode: null,
    });
    // A deleted import does not count.
    expect(body.data[0]).toMatchObject({ product_already_added: false, product_item_id: null });
  });

  it("marks imports per club: another club sees nothing added", async () => {
    const res = await get("/api/admin/product/get_products", other.token);
    const flags = res.json().data.map((p: { product_already_added: boolean }) => p.product_already_added);
    expect(flags).toEqual([false, false, false, false]);
  });

  it("pages, and a page past the end still tells the total", async () => {
    const second = (await get("/api/admin/product/get_products?page=2&limit=3")).json();
    expect(second.data.map((p: { product_name: string }) => p.product_name)).toEqual([
      "Pelotas Head Padel Pro",
    ]);
    expect(second.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4, totalPages: 2 });
    const beyond = (await get("/api/admin/product/get_products?page=9&limit=3")).json();
    expect(beyond).toEqual({
      data: [],
      pagination: { page: 9, pageSize: 3, pageCount: 2, total: 4, totalPages: 2 },
    });
  });

  it("filters by category; an unknown category is simply empty", async () => {
    const res = await get(`/api/admin/product/get_products?category=${drinks.id}`);
    expect(res.json().data.map((p: { product_name: string }) => p.product_name)).toEqual([
      "Água Tónica",
      "Coca-Cola Original 591 ml",
    ]);
    expect(res.json().pagination.total).toBe(2);
    const none = await get("/api/admin/product/get_products?category=999999");
    expect(none.statusCode).toBe(200);
    expect(none.json().pagination.total).toBe(0);
  });
});

describe("GET /api/admin/product_category/get_product_categories", () => {
  it("lists the catalog's categories by name", async () => {
    const res = await get("/api/admin/product_category/get_product_categories");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: drinks.id, name: "Bebidas", description: "Gaseosas y jugos" },
        { id: balls.id, name: "Pelotas", description: "" },
      ],
    });
  });
});

import { isValidEan13 } from "@club/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../test/factories";
import { bearer, createTestApp, openTestDatabase, type TestApp } from "../../test/harness";
import { stored } from "../../test/stored";
import { THUMBNAIL_SIZE } from "../modules/uploads/image-processing";
import { CATALOG, CATALOG_IMAGE_FOLDER, catalogProductIdsByName, seedCatalogIfEmpty } from "./catalog";
import { CATALOG_IMAGE_SIZE } from "./catalog-images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ProductRow = {
  id: number;
  name: string;
  description: string;
  barcode: string | null;
  categoryId: number | null;
  imageId: number | null;
};
const allProducts = () =>
  stored<ProductRow>(t.ctx.db)`
    select id, product_name as name, product_description as description, product_barcode as barcode,
      product_category_id as "categoryId", image_id as "imageId"
    from products`;

describe("the catalog seed", () => {
  it("fills an empty catalog with over 100 products, each with a category and an image", async () => {
    expect(await seedCatalogIfEmpty(t.ctx.db)).toBe(true);
    const rows = await allProducts();
    expect(rows.length).toBeGreaterThanOrEqual(100);
    expect(rows.length).toBe(CATALOG.flatMap((c) => c.products).length);
    const categories = await stored<{ id: number }>(t.ctx.db)`select id from product_categories`;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const categoryIds = new Set(categories.map((c) => c.id));
    for (const p of rows) {
      expect(categoryIds.has(p.categoryId as number), p.name).toBe(true);
      expect(p.imageId, p.name).not.toBeNull();
      expect(p.description.length, p.name).toBeGreaterThan(10);
    }
    expect(new Set(rows.map((p) => p.name)).size).toBe(rows.length);
    // Every category holds products.
    expect(new Set(rows.map((p) => p.categoryId)).size).toBe(categories.length);
  });

  it("gives real-looking Chilean EAN-13 barcodes with a correct check digit, each once", async () => {
    const barcodes = (await allProducts()).flatMap((p) => (p.barcode === null ? [] : [p.barcode]));
    expect(barcodes.length).toBeGreaterThanOrEqual(100);
    for (const code of barcodes) {
      expect(code, code).toMatch(/^780\d{10}$/);
      expect(isValidEan13(code), code).toBe(true);
    }
    expect(new Set(barcodes).size).toBe(barcodes.length);
  });

  it("stores the images as platform files and serves them with their thumbnails", async () => {
    const images = await stored<{ key: string; clubId: number | null; folder: string; mime: string }>(
      t.ctx.db,
    )`
      select u.key, u.club_id as "clubId", u.folder, u.mime from products p join uploads u on u.id = p.image_id`;
    expect(images.every((i) => i.clubId === null && i.folder === CATALOG_IMAGE_FOLDER)).toBe(true);
    expect(new Set(images.map((i) => i.key)).size).toBe(images.length);
    const sample = images[0];
    if (!sample) throw new Error("no image");
    const original = await t.app.inject({ method: "GET", url: `/api/files/${sample.key}` });
    expect(original.statusCode).toBe(200);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({
      format: "png",
      width: CATALOG_IMAGE_SIZE,
      height: CATALOG_IMAGE_SIZE,
    });
    const thumbnail = await t.app.inject({ method: "GET", url: `/api/files/${sample.key}/thumbnail` });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: THUMBNAIL_SIZE,
      height: THUMBNAIL_SIZE,
    });
  });

  it("is found through the catalog API, by accent-free text and by barcode", async () => {
    const { token } = await createAdmin(t.ctx.db, t.ctx.tokens);
    const search = async (text: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/product/search_products/${encodeURIComponent(text)}`,
          headers: bearer(token),
        })
      ).json();
    const coffee = await search("cafe cortado");
    expect(coffee.data.map((p: { product_name: string }) => p.product_name)).toEqual(["Café cortado"]);
    const [cola] = (await allProducts()).filter((p) => p.name === "Coca-Cola Original 591 ml");
    const byBarcode = await search(cola?.barcode ?? "");
    expect(byBarcode.data[0]).toMatchObject({
      id: cola?.id,
      product_category: { product_category_name: "Bebidas" },
    });
  });

  it("does nothing when the catalog is there, and names its products for other seeds", async () => {
    const before = (await allProducts()).length;
    expect(await seedCatalogIfEmpty(t.ctx.db)).toBe(false);
    expect((await allProducts()).length).toBe(before);
    const ids = await catalogProductIdsByName(t.ctx.db);
    expect(ids.size).toBe(before);
    expect(ids.get("Pelotas Head Padel Pro")).toEqual(expect.any(Number));
  });
});

describe("two instances starting at once", () => {
  it("seed the catalog once", async () => {
    const database = await openTestDatabase();
    try {
      const results = await Promise.all([seedCatalogIfEmpty(database.db), seedCatalogIfEmpty(database.db)]);
      expect(results.sort()).toEqual([false, true]);
      const count = CATALOG.flatMap((c) => c.products).length;
      expect(await stored(database.db)`select id from products`).toHaveLength(count);
      expect(await stored(database.db)`select id from uploads`).toHaveLength(count);
    } finally {
      await database.close();
    }
  });
});

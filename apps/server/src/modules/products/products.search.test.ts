import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItemFromProduct, createProduct, createProductCategory } from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let coffee: { id: number };
let cortado: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  admin = await createAdmin(db, t.ctx.tokens);
  coffee = await createProductCategory(db, "Cafetería");
  const drinks = await createProductCategory(db, "Bebidas");
  await createProduct(db, { name: "Café Espresso", brand: "Nescafé", categoryId: coffee.id });
  cortado = await createProduct(db, { name: "Café Cortado 200 ml", brand: "Nescafé", categoryId: coffee.id });
  await createProduct(db, { name: "Cafetera de prueba", brand: "Oster", barcode: "7802000000019" });
  await createProduct(db, { name: "Agua mineral con gas 500 ml", brand: "Cachantun", categoryId: drinks.id });
  await createProduct(db, { name: "Jugo néctar durazno 50% fruta", brand: "Watt's", categoryId: drinks.id });
  await createProduct(db, { name: "Agua sin gas 1,6 L", brand: "Benedictino", barcode: "7801234500001" });
  // Its name sorts first and it contains the scanned digits, but is not the scanned product.
  await createProduct(db, { name: "Aaa pack", brand: "Varios", barcode: "17801234500001" });
  await createItemFromProduct(db, admin.clubId, cortado);
});
afterAll(() => t.close());

const search = async (text: string, query = "") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/product/search_products/${encodeURIComponent(text)}${query}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { product_name: string; product_already_added: boolean }[];
    pagination: { total: number };
  };
};
const names = async (text: string, query = "") => (await search(text, query)).data.map((p) => p.product_name);

describe("GET /api/product/search_products/:text", () => {
  it("ignores accents and case: 'cafe' finds 'Café'", async () => {
    expect(await names("cafe")).toEqual(["Café Cortado 200 ml", "Café Espresso", "Cafetera de prueba"]);
    expect(await names("CAFÉ ESPRESSO")).toEqual(["Café Espresso"]);
  });

  it("needs every word, in any order, from name or brand", async () => {
    expect(await names("gas agua")).toEqual(["Agua mineral con gas 500 ml", "Agua sin gas 1,6 L"]);
    expect(await names("cachantun gas")).toEqual(["Agua mineral con gas 500 ml"]);
    expect(await names("nescafe espresso")).toEqual(["Café Espresso"]);
    expect(await names("agua chocolate")).toEqual([]);
  });

  it("puts the product whose barcode is the text first", async () => {
    expect(await names("7801234500001")).toEqual(["Agua sin gas 1,6 L", "Aaa pack"]);
    expect(await names("780123")).toEqual(["Aaa pack", "Agua sin gas 1,6 L"]);
  });

  it("takes LIKE wildcards literally", async () => {
    expect(await names("50%")).toEqual(["Jugo néctar durazno 50% fruta"]);
    expect(await names("%")).toEqual(["Jugo néctar durazno 50% fruta"]);
    expect(await names("_")).toEqual([]);
  });

  it("combines with the category filter and pages the matches", async () => {
    expect(await names("cafe", `?category=${coffee.id}`)).toEqual(["Café Cortado 200 ml", "Café Espresso"]);
    const page = await search("cafe", "?page=2&limit=2");
    expect(page.data.map((p) => p.product_name)).toEqual(["Cafetera de prueba"]);
    expect(page.pagination.total).toBe(3);
  });

  it("marks the products this club already added", async () => {
    const found = await search("cafe");
    expect(found.data.map((p) => [p.product_name, p.product_already_added])).toEqual([
      ["Café Cortado 200 ml", true],
      ["Café Espresso", false],
      ["Cafetera de prueba", false],
    ]);
  });
});

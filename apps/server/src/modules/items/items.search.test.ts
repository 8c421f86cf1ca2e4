import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";

const ITEM = "/api/admin/item";

describe("item search", () => {
  let t: TestApp;
  let token: string;
  let drinks: { id: number; name: string };
  let other: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    token = admin.token;
    const db = t.ctx.db;
    drinks = await createItemCategory(db, admin.clubId, "Bebidas");
    const snacks = await createItemCategory(db, admin.clubId, "Snacks");
    await createItemCategory(db, admin.clubId, "Vacía");
    const add = (name: string, brand: string, barcode: string | null, category: number | null) =>
      createItem(db, admin.clubId, {
        item_name: name,
        item_brand: brand,
        item_barcode: barcode,
        item_category: category,
      });
    await add("Café Cortado", "Nescafé", "7613036000001", drinks.id);
    await add("Café Helado", "Costa", "7802000000002", drinks.id);
    await add("Agua Mineral 500 ml", "Cachantun", "7801620000003", drinks.id);
    await add("Barra Proteica Cacao", "Wild", "780162", snacks.id);
    await add("Maní Salado", "Marco Polo", "7801620000005", snacks.id);
    await add("Galletas 50% Cacao", "McKay", null, null);
    await add("Galletas 50 Cacao", "McKay", null, null);
    // Another club's café must never show up.
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    other = outsider;
    await createItem(db, outsider.clubId, { item_name: "Café del otro club" });
  });
  afterAll(() => t.close());

  const names = async (url: string, as = token) => {
    const res = await t.app.inject({ method: "GET", url: `${ITEM}/${url}`, headers: bearer(as) });
    expect(res.statusCode, url).toBe(200);
    return res.json().data.map((i: { item_name: string }) => i.item_name);
  };

  it("finds by name, brand and barcode, ignoring case and accents", async () => {
    expect(await names("search_items_by_string/cafe")).toEqual(["Café Cortado", "Café Helado"]);
    expect(await names("search_items_by_string/CAFÉ")).toEqual(["Café Cortado", "Café Helado"]);
    expect(await names("search_items_by_string/cachantun")).toEqual(["Agua Mineral 500 ml"]);
    expect(await names("search_items_by_string/mani")).toEqual(["Maní Salado"]);
    expect(await names(`search_items_by_string/${encodeURIComponent("  helado   CAFE ")}`)).toEqual([
      "Café Helado",
    ]);
    expect(await names("search_items_by_string/xyz")).toEqual([]);
  });

  it("puts the item whose barcode is the whole text first, then the other matches by name", async () => {
    // "780162" is the barra's whole barcode and part of the agua's and the maní's.
    expect(await names("search_items_by_string/780162")).toEqual([
      "Barra Proteica Cacao",
      "Agua Mineral 500 ml",
      "Maní Salado",
    ]);
    expect(await names("search_items_by_string/7801620000005")).toEqual(["Maní Salado"]);
  });

  it("takes % and _ literally", async () => {
    expect(await names(`search_items_by_string/${encodeURIComponent("50%")}`)).toEqual([
      "Galletas 50% Cacao",
    ]);
    expect(await names("search_items_by_string/_")).toEqual([]);
  });

  it("pages search results with the total of matches", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${ITEM}/search_items_by_string/cacao?limit=2&page=2`,
      headers: bearer(token),
    });
    expect(res.json().data.map((i: { item_name: string }) => i.item_name)).toEqual(["Galletas 50% Cacao"]);
    expect(res.json().pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3, totalPages: 2 });
  });

  it("filters by category, or by no category with `none`", async () => {
    expect(await names(`search_items_by_category/${drinks.id}`)).toEqual([
      "Agua Mineral 500 ml",
      "Café Cortado",
      "Café Helado",
    ]);
    expect(await names("search_items_by_category/none")).toEqual(["Galletas 50 Cacao", "Galletas 50% Cacao"]);
    const totals = async (url: string) =>
      (await t.app.inject({ method: "GET", url: `${ITEM}/${url}`, headers: bearer(token) })).json()
        .pagination;
    expect(await totals(`search_items_by_category/${drinks.id}?limit=2&page=2`)).toEqual({
      page: 2,
      pageSize: 2,
      pageCount: 2,
      total: 3,
      totalPages: 2,
    });
    expect((await totals("search_items_by_category/none?page=3")).total).toBe(2);
    expect((await totals("get_items?limit=1")).total).toBe(7);
  });

  it("combines a category (id, none or all) with text in search_items/{a}/{b}", async () => {
    expect(await names(`search_items/${drinks.id}/cafe`)).toEqual(["Café Cortado", "Café Helado"]);
    expect(await names(`search_items/${drinks.id}/cacao`)).toEqual([]);
    expect(await names("search_items/all/cacao")).toEqual([
      "Barra Proteica Cacao",
      "Galletas 50 Cacao",
      "Galletas 50% Cacao",
    ]);
    expect(await names("search_items/none/cacao")).toEqual(["Galletas 50 Cacao", "Galletas 50% Cacao"]);
  });

  it("keeps each club to its own items", async () => {
    expect(await names("search_items_by_string/cafe", other.token)).toEqual(["Café del otro club"]);
    const foreign = await t.app.inject({
      method: "GET",
      url: `${ITEM}/search_items_by_category/${drinks.id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const both = await t.app.inject({
      method: "GET",
      url: `${ITEM}/search_items/${drinks.id}/cafe`,
      headers: bearer(other.token),
    });
    expect(both.statusCode).toBe(404);
  });
});

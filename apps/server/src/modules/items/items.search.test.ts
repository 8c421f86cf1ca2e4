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

describe("item list: only critical stock (stock=critical)", () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let drinks: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    const admin = await createAdmin(db, t.ctx.tokens);
    token = admin.token;
    drinks = await createItemCategory(db, admin.clubId, "Bebidas");
    const add = (clubId: number, name: string, stock: number, critical: number, more: object = {}) =>
      createItem(db, clubId, {
        item_name: name,
        item_stock: { item_stock_stock: stock, item_stock_critical_stock: critical },
        ...more,
      });
    await add(admin.clubId, "Agua Mineral", 2, 5, { item_category: drinks.id });
    await add(admin.clubId, "Jugo de Naranja", 3, 3, { item_category: drinks.id });
    // 10 > 3 as numbers (as text "10" would sort before "3").
    await add(admin.clubId, "Café en Grano", 10, 3, { item_category: drinks.id });
    // Nothing left of nothing to keep: out of stock, so critical.
    await add(admin.clubId, "Grip Tenis", 0, 0);
    await add(admin.clubId, "Pelotas", 8, 2);
    const bulk = { item_bulk: true, item_measurement_unit: "Kilogramos" };
    await add(admin.clubId, "Maní a granel", 1.5, 2, bulk);
    await add(admin.clubId, "Almendras a granel", 12.345, 2.5, bulk);
    const outsider = await createAdmin(db, t.ctx.tokens);
    otherToken = outsider.token;
    await add(outsider.clubId, "Agua del otro club", 0, 4);
  });
  afterAll(() => t.close());

  const list = async (url: string, as = token) => {
    const res = await t.app.inject({ method: "GET", url: `${ITEM}/${url}`, headers: bearer(as) });
    expect(res.statusCode, url).toBe(200);
    const body = res.json();
    return { names: body.data.map((i: { item_name: string }) => i.item_name), total: body.pagination.total };
  };

  it("lists only the items at or below their critical stock, with their total", async () => {
    expect(await list("get_items?stock=critical")).toEqual({
      names: ["Agua Mineral", "Grip Tenis", "Jugo de Naranja", "Maní a granel"],
      total: 4,
    });
    expect(await list("get_items?stock=critical&limit=3&page=2")).toEqual({
      names: ["Maní a granel"],
      total: 4,
    });
    expect((await list("get_items")).total).toBe(7);
  });

  it("combines with a category, with no category and with search words", async () => {
    expect(await list(`search_items_by_category/${drinks.id}?stock=critical`)).toEqual({
      names: ["Agua Mineral", "Jugo de Naranja"],
      total: 2,
    });
    expect(await list("search_items_by_category/none?stock=critical")).toEqual({
      names: ["Grip Tenis", "Maní a granel"],
      total: 2,
    });
    expect(await list("search_items_by_string/granel?stock=critical")).toEqual({
      names: ["Maní a granel"],
      total: 1,
    });
    expect(await list(`search_items/${drinks.id}/naranja?stock=critical`)).toEqual({
      names: ["Jugo de Naranja"],
      total: 1,
    });
    expect(await list(`search_items/${drinks.id}/cafe?stock=critical`)).toEqual({ names: [], total: 0 });
  });

  it("never shows another club's critical items", async () => {
    expect((await list("search_items_by_string/agua?stock=critical")).names).toEqual(["Agua Mineral"]);
    expect(await list("get_items?stock=critical", otherToken)).toEqual({
      names: ["Agua del otro club"],
      total: 1,
    });
  });

  it("refuses any other stock filter, naming the field", async () => {
    for (const url of [
      "get_items?stock=critico",
      "get_items?stock=",
      "search_items_by_string/agua?stock=low",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `${ITEM}/${url}`, headers: bearer(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: "stock" })]),
      );
    }
  });
});

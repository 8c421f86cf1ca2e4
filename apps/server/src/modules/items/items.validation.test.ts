import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpload } from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";
import { itemsOfClub, movementsOfClub } from "../../../test/inventory-rows";

const ITEM = "/api/admin/item";
const BASE = { item_name: "Grip", item_buy_price: 500, item_sell_price: 1000 };

describe("items: bad input", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PUT" | "GET", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${ITEM}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function expectField(res: Awaited<ReturnType<typeof send>>, status: number, field: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  }

  const clubItems = (clubId: number) => itemsOfClub(t.ctx.db, clubId);

  it.each([
    ["no body data", undefined, "data"],
    ["a missing name", { ...BASE, item_name: undefined }, "data.item_name"],
    ["a blank name", { ...BASE, item_name: "   " }, "data.item_name"],
    ["a missing buy price", { ...BASE, item_buy_price: undefined }, "data.item_buy_price"],
    ["a negative sell price", { ...BASE, item_sell_price: -1 }, "data.item_sell_price"],
    ["a price with cents", { ...BASE, item_buy_price: 10.5 }, "data.item_buy_price"],
    ["a barcode with letters", { ...BASE, item_barcode: "78ABC123" }, "data.item_barcode"],
    [
      "an unknown unit",
      { ...BASE, item_bulk: true, item_measurement_unit: "Onzas" },
      "data.item_measurement_unit",
    ],
    ["a bulk item without unit", { ...BASE, item_bulk: true }, "data.item_measurement_unit"],
    [
      "4 decimals",
      { ...BASE, item_bulk: true, item_measurement_unit: "Gramos", item_stock: { item_stock_stock: 1.2345 } },
      "data.item_stock.item_stock_stock",
    ],
    [
      "a unit item with a fraction",
      { ...BASE, item_stock: { item_stock_stock: 1.5 } },
      "data.item_stock.item_stock_stock",
    ],
    [
      "a unit item with a fractional level",
      { ...BASE, item_stock: { item_stock_critical_stock: 0.5 } },
      "data.item_stock.item_stock_critical_stock",
    ],
    [
      "a negative critical level",
      { ...BASE, item_stock: { item_stock_critical_stock: -1 } },
      "data.item_stock.item_stock_critical_stock",
    ],
    [
      "a negative stock while not allowed",
      { ...BASE, item_stock: { item_stock_stock: -2 } },
      "data.item_stock.item_stock_stock",
    ],
  ])("refuses to create an item with %s (400 on the field), creating nothing", async (_, data, field) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    await expectField(await send("POST", "create_item", admin.token, data ? { data } : {}), 400, field);
    expect(await clubItems(admin.clubId)).toEqual([]);
  });

  it("accepts a negative initial stock when the item allows it", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await send("POST", "create_item", admin.token, {
      data: { ...BASE, item_allow_negative_stock: true, item_stock: { item_stock_stock: -2 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.item_stock.item_stock_stock).toBe(-2);
  });

  it("refuses another club's category or image, and a missing one, with 400 on the field", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    const theirCategory = await createItemCategory(t.ctx.db, outsider.clubId);
    const theirImage = await createUpload(t.ctx.db, { clubId: outsider.clubId });
    for (const [data, field] of [
      [{ item_category: theirCategory.id }, "data.item_category"],
      [{ item_category: 2_000_000_000 }, "data.item_category"],
      [{ item_image: theirImage.id }, "data.item_image"],
      [{ item_image: 2_000_000_000 }, "data.item_image"],
    ] as const) {
      await expectField(
        await send("POST", "create_item", admin.token, { data: { ...BASE, ...data } }),
        400,
        field,
      );
    }
    expect(await clubItems(admin.clubId)).toEqual([]);
    // The platform's own images (the catalog's) are anyone's to use.
    const shared = await createUpload(t.ctx.db, { clubId: null });
    const ok = await send("POST", "create_item", admin.token, { data: { ...BASE, item_image: shared.id } });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a barcode the club already uses with 409 on the field; another club may use it", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    await createItem(t.ctx.db, admin.clubId, { item_barcode: "7801234567890" });
    const res = await send("POST", "create_item", admin.token, {
      data: { ...BASE, item_barcode: "7801234567890", item_stock: { item_stock_stock: 5 } },
    });
    await expectField(res, 409, "data.item_barcode");
    expect(res.json().error.message).toBe("Ya existe un producto con este código de barras");
    expect(await clubItems(admin.clubId)).toHaveLength(1);
    expect(await movementsOfClub(t.ctx.db, admin.clubId)).toEqual([]);
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const theirs = await send("POST", "create_item", other.token, {
      data: { ...BASE, item_barcode: "7801234567890" },
    });
    expect(theirs.statusCode).toBe(200);
  });

  it("refuses edits that break the item's rules, changing nothing", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    await createItem(t.ctx.db, admin.clubId, { item_barcode: "7800000000011" });
    const bulk = await createItem(t.ctx.db, admin.clubId, {
      item_bulk: true,
      item_measurement_unit: "Kilogramos",
      item_stock: { item_stock_stock: 1.5, item_stock_critical_stock: 1 },
    });
    const negative = await createItem(t.ctx.db, admin.clubId, {
      item_allow_negative_stock: true,
      item_stock: { item_stock_stock: -3 },
    });
    const before = await clubItems(admin.clubId);
    const cases: [number, object, number, string][] = [
      [bulk.id, { item_bulk: false }, 400, "data.item_bulk"],
      [bulk.id, { item_measurement_unit: null }, 400, "data.item_measurement_unit"],
      [negative.id, { item_allow_negative_stock: false }, 400, "data.item_allow_negative_stock"],
      [negative.id, { item_bulk: true }, 400, "data.item_measurement_unit"],
      [
        negative.id,
        { item_stock: { item_stock_critical_stock: 2.5 } },
        400,
        "data.item_stock.item_stock_critical_stock",
      ],
      [negative.id, { item_barcode: "7800000000011" }, 409, "data.item_barcode"],
      [
        negative.id,
        { item_category: (await createItemCategory(t.ctx.db, outsider.clubId)).id },
        400,
        "data.item_category",
      ],
      [negative.id, { item_name: "" }, 400, "data.item_name"],
      [negative.id, { item_sell_price: "mil" }, 400, "data.item_sell_price"],
    ];
    for (const [id, data, status, field] of cases) {
      await expectField(await send("PUT", `update_item/${id}`, admin.token, { data }), status, field);
    }
    expect(await clubItems(admin.clubId)).toEqual(before);
    const bulkRefusal = await send("PUT", `update_item/${bulk.id}`, admin.token, {
      data: { item_bulk: false },
    });
    expect(bulkRefusal.json().error.message).toBe(
      "El stock (1,5 kg) tiene decimales: ajústalo a un número entero antes de vender este producto por unidad",
    );
  });

  it("rejects ids, categories, texts and pages that are not valid", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    for (const [url, field] of [
      ["find_item/abc", "id"],
      ["find_item/0", "id"],
      ["search_items_by_category/abc", "category"],
      ["search_items/some/text", "a"],
      [`search_items_by_string/${"x".repeat(101)}`, "text"],
      [`search_items_by_string/${encodeURIComponent("   ")}`, "text"],
      ["get_items?page=0", "page"],
      ["get_items?limit=101", "limit"],
    ]) {
      await expectField(await send("GET", url as string, admin.token), 400, field as string);
    }
  });
});

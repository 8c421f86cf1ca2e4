import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpload } from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";
import { stored } from "../../../test/stored";

const CATEGORY = "/api/admin/item_category";

describe("item categories", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${CATEGORY}/${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it("lists the club's categories by name with how many visible items each holds", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const snacks = await createItemCategory(t.ctx.db, admin.clubId, "snacks");
    const drinks = await createItemCategory(t.ctx.db, admin.clubId, "Bebidas");
    await createItemCategory(t.ctx.db, admin.clubId, "Accesorios");
    await createItem(t.ctx.db, admin.clubId, { item_category: drinks.id });
    await createItem(t.ctx.db, admin.clubId, { item_category: drinks.id });
    const gone = await createItem(t.ctx.db, admin.clubId, { item_category: snacks.id });
    await stored(t.ctx.db)`update items set deleted_at = now() where id = ${gone.id}`;
    // Another club's category never shows.
    await createItemCategory(t.ctx.db, (await createAdmin(t.ctx.db, t.ctx.tokens)).clubId, "Ajena");

    const res = await send("GET", "get_categories", admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        item_category_name: "Accesorios",
        item_category_description: "",
        item_category_image: null,
        item_category_items_count: 0,
      },
      expect.objectContaining({ id: drinks.id, item_category_name: "Bebidas", item_category_items_count: 2 }),
      expect.objectContaining({ id: snacks.id, item_category_name: "snacks", item_category_items_count: 0 }),
    ]);
  });

  it("creates and renames a category, with its description and image", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const photo = await createUpload(t.ctx.db, { clubId: admin.clubId });
    const created = await send("POST", "create_category", admin.token, {
      data: {
        item_category_name: "  Bebidas ",
        item_category_description: "Frías",
        item_category_image: photo.id,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      ok: true,
      message: "Categoría creada",
      data: {
        id: expect.any(Number),
        item_category_name: "Bebidas",
        item_category_description: "Frías",
        item_category_image: {
          id: photo.id,
          url: `/api/files/${photo.key}`,
          thumbnail_url: `/api/files/${photo.key}/thumbnail`,
        },
        item_category_items_count: 0,
      },
    });
    const id = created.json().data.id;
    await createItem(t.ctx.db, admin.clubId, { item_category: id });
    // Changing only the case of its own name is fine.
    const renamed = await send("PUT", `update_category/${id}`, admin.token, {
      data: { item_category_name: "BEBIDAS" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: "Categoría actualizada",
      data: { id, item_category_name: "BEBIDAS", item_category_description: "", item_category_image: null },
    });
    expect(renamed.json().data.item_category_items_count).toBe(1);
  });

  it("deletes a category: its items stay, with «Sin categoria»", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const category = await createItemCategory(t.ctx.db, admin.clubId, "Temporada");
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_category: category.id,
      item_stock: { item_stock_stock: 4 },
    });
    const res = await send("DELETE", `delete_category/${category.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: "Categoría eliminada; sus productos quedan sin categoría",
      id: category.id,
    });
    const found = await t.app.inject({
      method: "GET",
      url: `/api/admin/item/find_item/${item.id}`,
      headers: bearer(admin.token),
    });
    expect(found.json().data).toMatchObject({
      item_name: item.name,
      item_category: { id: null, item_category_name: "Sin categoria" },
      item_category_id: null,
      item_stock: { item_stock_stock: 4 },
    });
    expect((await send("GET", "get_categories", admin.token)).json().data).toEqual([]);
    expect((await send("DELETE", `delete_category/${category.id}`, admin.token)).statusCode).toBe(404);
  });
});

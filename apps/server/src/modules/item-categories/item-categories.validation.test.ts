import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpload } from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItemCategory } from "../../../test/inventory-factories";
import { stored } from "../../../test/stored";

const CATEGORY = "/api/admin/item_category";

describe("item categories: bad input and name conflicts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (method: "POST" | "PUT", url: string, token: string, payload: object) =>
    t.app.inject({ method, url: `${CATEGORY}/${url}`, headers: bearer(token), payload });
  const clubCategories = (clubId: number) =>
    stored<{ name: string }>(
      t.ctx.db,
    )`select item_category_name as name from item_categories where club_id = ${clubId}`;

  it.each([
    ["no data", {}, "data"],
    ["a missing name", { data: {} }, "data.item_category_name"],
    ["a blank name", { data: { item_category_name: "  " } }, "data.item_category_name"],
    ["a long name", { data: { item_category_name: "x".repeat(61) } }, "data.item_category_name"],
    ["the no-category label", { data: { item_category_name: "sin categoría" } }, "data.item_category_name"],
    [
      "an image id that is not a number",
      { data: { item_category_name: "A", item_category_image: "x" } },
      "data.item_category_image",
    ],
  ])("refuses %s with 400 on the field, creating nothing", async (_, payload, field) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await send("POST", "create_category", admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await clubCategories(admin.clubId)).toEqual([]);
  });

  it("refuses another club's image with 400 on the field", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const theirs = await createUpload(t.ctx.db, {
      clubId: (await createAdmin(t.ctx.db, t.ctx.tokens)).clubId,
    });
    const res = await send("POST", "create_category", admin.token, {
      data: { item_category_name: "Bebidas", item_category_image: theirs.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe("data.item_category_image");
    expect(await clubCategories(admin.clubId)).toEqual([]);
  });

  it("refuses a name the club already uses, ignoring case, with 409 on the field", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    await createItemCategory(t.ctx.db, admin.clubId, "Bebidas");
    const other = await createItemCategory(t.ctx.db, admin.clubId, "Snacks");
    for (const [method, url] of [
      ["POST", "create_category"],
      ["PUT", `update_category/${other.id}`],
    ] as const) {
      const res = await send(method, url, admin.token, { data: { item_category_name: "BEBIDAS" } });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: "CONFLICT",
        message: "Ya existe una categoría con ese nombre",
        details: [{ field: "data.item_category_name", message: "Ya existe una categoría con ese nombre" }],
      });
    }
    expect((await clubCategories(admin.clubId)).map((c) => c.name).sort()).toEqual(["Bebidas", "Snacks"]);
    // Another club may use the name.
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    expect(
      (await send("POST", "create_category", outsider.token, { data: { item_category_name: "Bebidas" } }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps one category when the same name is created many times at once", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send("POST", "create_category", admin.token, {
          data: { item_category_name: i % 2 ? "Grips" : "GRIPS" },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await clubCategories(admin.clubId)).toHaveLength(1);
  });
});

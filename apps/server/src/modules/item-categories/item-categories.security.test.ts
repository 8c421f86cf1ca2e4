import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPlayersRefused, expectUnauthenticatedRefused } from "../../../test/access-checks";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";
import { stored } from "../../../test/stored";

const CATEGORY = "/api/admin/item_category";
const DATA = { data: { item_category_name: "Nueva" } };

describe("item categories: authentication, role and tenant", () => {
  let t: TestApp;
  let clubId: number;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    clubId = (await createAdmin(t.ctx.db, t.ctx.tokens)).clubId;
    categoryId = (await createItemCategory(t.ctx.db, clubId, "Bebidas")).id;
    await createItem(t.ctx.db, clubId, { item_category: categoryId });
  });
  afterAll(() => t.close());

  const calls = () =>
    [
      { method: "GET", url: `${CATEGORY}/get_categories` },
      { method: "POST", url: `${CATEGORY}/create_category`, payload: DATA },
      { method: "PUT", url: `${CATEGORY}/update_category/${categoryId}`, payload: DATA },
      { method: "DELETE", url: `${CATEGORY}/delete_category/${categoryId}` },
    ] as const;

  const snapshot = async () => ({
    categories: await stored(t.ctx.db)`select * from item_categories order by id`,
    items: await stored(t.ctx.db)`select * from items order by id`,
  });

  it("answers 401 without a token or with a bad one, and 403 to players, touching nothing", async () => {
    const before = await snapshot();
    await expectUnauthenticatedRefused(t, calls());
    await expectPlayersRefused(t, calls(), clubId);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another club's category, like a missing one, touching nothing", async () => {
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    const before = await snapshot();
    for (const call of calls().slice(2)) {
      const res = await t.app.inject({ ...call, headers: bearer(outsider.token) });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Categoría no encontrada" });
      const missing = await t.app.inject({
        ...call,
        url: call.url.replace(`/${categoryId}`, "/2000000000"),
        headers: bearer(outsider.token),
      });
      expect(missing.json().error.message).toBe("Categoría no encontrada");
    }
    expect(await snapshot()).toEqual(before);
    const list = await t.app.inject({ ...calls()[0], headers: bearer(outsider.token) });
    expect(list.json().data).toEqual([]);
  });
});

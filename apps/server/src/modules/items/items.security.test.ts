import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPlayersRefused, expectUnauthenticatedRefused } from "../../../test/access-checks";
import { createProduct } from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";
import { itemsOfClub, movementsOfClub } from "../../../test/inventory-rows";
import { stored } from "../../../test/stored";

const ITEM = "/api/admin/item";
const DATA = { data: { item_name: "Nuevo", item_buy_price: 1, item_sell_price: 2 } };

describe("items: authentication, role and tenant", () => {
  let t: TestApp;
  let itemId: number;
  let categoryId: number;
  let productId: number;
  let clubId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createAdmin(t.ctx.db, t.ctx.tokens);
    clubId = owner.clubId;
    categoryId = (await createItemCategory(t.ctx.db, clubId)).id;
    itemId = (
      await createItem(t.ctx.db, clubId, {
        item_name: "Pelotas Head",
        item_category: categoryId,
        item_stock: { item_stock_stock: 5 },
      })
    ).id;
    productId = (await createProduct(t.ctx.db)).id;
  });
  afterAll(() => t.close());

  const calls = () =>
    [
      { method: "GET", url: `${ITEM}/get_items` },
      { method: "GET", url: `${ITEM}/find_item/${itemId}` },
      { method: "POST", url: `${ITEM}/create_item`, payload: DATA },
      { method: "PUT", url: `${ITEM}/update_item/${itemId}`, payload: { data: { item_name: "Otro" } } },
      { method: "DELETE", url: `${ITEM}/delete_item/${itemId}` },
      {
        method: "POST",
        url: `${ITEM}/create_item_by_product/${productId}`,
        payload: { data: { item_buy_price: 1, item_sell_price: 2 } },
      },
      { method: "GET", url: `${ITEM}/search_items_by_string/pelotas` },
      { method: "GET", url: `${ITEM}/search_items_by_category/${categoryId}` },
      { method: "GET", url: `${ITEM}/search_items/${categoryId}/pelotas` },
      { method: "GET", url: `${ITEM}/count_total_items_stock` },
    ] as const;

  const snapshot = async () => ({
    items: await itemsOfClub(t.ctx.db, clubId),
    movements: await movementsOfClub(t.ctx.db, clubId),
    all: (await stored(t.ctx.db)`select id from items`).length,
  });

  it("answers 401 without a token or with a bad one, and 403 to players, touching nothing", async () => {
    const before = await snapshot();
    await expectUnauthenticatedRefused(t, calls());
    await expectPlayersRefused(t, calls(), clubId);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another club's item or category, exactly like a missing one, touching nothing", async () => {
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    const before = await snapshot();
    const scoped = calls().filter((c) =>
      /find_item|update_item|delete_item|by_category|search_items\//.test(c.url),
    );
    expect(scoped).toHaveLength(5);
    for (const call of scoped) {
      const res = await t.app.inject({ ...call, headers: bearer(outsider.token) });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
      const byCategory = /by_category|search_items\//.test(call.url);
      const url = call.url.replace(`/${byCategory ? categoryId : itemId}`, "/2000000000");
      expect(url).not.toBe(call.url);
      const missing = await t.app.inject({ ...call, url, headers: bearer(outsider.token) });
      expect(missing.statusCode, missing.body).toBe(404);
      expect(missing.json().error.message).toBe(res.json().error.message);
    }
    expect(await snapshot()).toEqual(before);

    // Lists, searches and totals simply do not see the other club's items.
    const list = await t.app.inject({ ...calls()[0], headers: bearer(outsider.token) });
    expect(list.json().pagination.total).toBe(0);
    const search = await t.app.inject({ ...calls()[6], headers: bearer(outsider.token) });
    expect(search.json().data).toEqual([]);
    const totals = await t.app.inject({ ...calls()[9], headers: bearer(outsider.token) });
    expect(totals.json().data).toMatchObject({ total_items: 0, critical_items: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPlayersRefused, expectUnauthenticatedRefused } from "../../../test/access-checks";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { itemRow } from "../../../test/inventory-rows";
import { stored } from "../../../test/stored";

describe("stock movements: authentication, role and tenant", () => {
  let t: TestApp;
  let clubId: number;
  let itemId: number;
  beforeAll(async () => {
    t = await createTestApp();
    clubId = (await createAdmin(t.ctx.db, t.ctx.tokens)).clubId;
    itemId = (await createItem(t.ctx.db, clubId, { item_stock: { item_stock_stock: 5 } })).id;
  });
  afterAll(() => t.close());

  const calls = () =>
    [
      {
        method: "POST",
        url: `/api/admin/item/adjust_item_stock/${itemId}`,
        payload: { data: { stock_movement_reason: "restock", stock_movement_quantity: 1 } },
      },
      { method: "GET", url: `/api/admin/item/get_item_stock_movements/${itemId}` },
    ] as const;

  const snapshot = async () => ({
    item: await itemRow(t.ctx.db, itemId),
    ledger: await stored(t.ctx.db)`select * from stock_movements order by id`,
  });

  it("answers 401 without a token or with a bad one, and 403 to players, touching nothing", async () => {
    const before = await snapshot();
    await expectUnauthenticatedRefused(t, calls());
    await expectPlayersRefused(t, calls(), clubId);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for another club's item, for a missing one and for a deleted one, touching nothing", async () => {
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    const before = await snapshot();
    for (const call of calls()) {
      const res = await t.app.inject({ ...call, headers: bearer(outsider.token) });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Producto no encontrado" });
      const missing = await t.app.inject({
        ...call,
        url: call.url.replace(`/${itemId}`, "/2000000000"),
        headers: bearer(outsider.token),
      });
      expect(missing.statusCode).toBe(404);
    }
    expect(await snapshot()).toEqual(before);

    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const gone = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 2 } });
    await t.app.inject({
      method: "DELETE",
      url: `/api/admin/item/delete_item/${gone.id}`,
      headers: bearer(admin.token),
    });
    for (const call of calls()) {
      const res = await t.app.inject({
        ...call,
        url: call.url.replace(`/${itemId}`, `/${gone.id}`),
        headers: bearer(admin.token),
      });
      expect(res.statusCode, call.url).toBe(404);
    }
  });
});

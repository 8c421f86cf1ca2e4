import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { itemRow } from "../../../test/inventory-rows";
import { insertOrderRow, ledgerOf } from "../../../test/order-helpers";
import { stored } from "../../../test/stored";
import { applyStockMovement, type StockMovementInput } from "./stock.service";

// The point of sale calls the ledger inside its own order transaction; these are its uses (the orders
// are bare rows: the ledger names a real order).
describe("applyStockMovement for sales and cancellations", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apply = (input: StockMovementInput) => t.ctx.db.transaction((tx) => applyStockMovement(tx, input));
  const stockOf = async (itemId: number) => (await itemRow(t.ctx.db, itemId))?.stock;

  it("takes a sale and gives it back on cancellation, each once per order", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 10 } });
    const orderId = await insertOrderRow(t.ctx.db, admin.clubId);
    const base = { clubId: admin.clubId, itemId: item.id, userId: admin.user.id, orderId };
    expect(await apply({ ...base, reason: "sale", quantity: "-3.000" })).toMatchObject({ stock: "7.000" });
    await expect(apply({ ...base, reason: "sale", quantity: "-3.000" })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23505" }),
    });
    expect(await apply({ ...base, reason: "cancellation", quantity: "3.000" })).toMatchObject({
      stock: "10.000",
    });
    expect(await stockOf(item.id)).toBe("10.000");
    const ledger = await ledgerOf(t, item.id);
    expect(ledger.map((m) => [m.reason, m.quantity, m.stockAfter, m.orderId])).toEqual([
      ["initial", "10.000", "10.000", null],
      ["sale", "-3.000", "7.000", orderId],
      ["cancellation", "3.000", "10.000", orderId],
    ]);
  });

  it("gives a sale back to an item deleted since, but takes no new sale from it", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 5 } });
    const base = {
      clubId: admin.clubId,
      itemId: item.id,
      orderId: await insertOrderRow(t.ctx.db, admin.clubId),
    };
    await apply({ ...base, reason: "sale", quantity: "-2.000" });
    await stored(t.ctx.db)`update items set deleted_at = now() where id = ${item.id}`;
    const next = await insertOrderRow(t.ctx.db, admin.clubId);
    await expect(apply({ ...base, orderId: next, reason: "sale", quantity: "-1.000" })).rejects.toMatchObject(
      {
        status: 404,
      },
    );
    expect(await apply({ ...base, reason: "cancellation", quantity: "2.000" })).toMatchObject({
      stock: "5.000",
    });
  });

  it("rolls the whole order transaction back when one line lacks stock", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const plenty = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 10 } });
    const scarce = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 1 } });
    const orderId = await insertOrderRow(t.ctx.db, admin.clubId);
    const sale = { clubId: admin.clubId, reason: "sale" as const, orderId, quantity: "-2.000" };
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await applyStockMovement(tx, { ...sale, itemId: plenty.id });
        await applyStockMovement(tx, { ...sale, itemId: scarce.id });
      }),
    ).rejects.toMatchObject({ status: 400, details: [{ field: "data.stock_movement_quantity" }] });
    expect(await stockOf(plenty.id)).toBe("10.000");
    expect(await stockOf(scarce.id)).toBe("1.000");
  });

  it("refuses an item of another club as missing", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const item = await createItem(t.ctx.db, admin.clubId, { item_stock: { item_stock_stock: 1 } });
    await expect(
      apply({ clubId: other.clubId, itemId: item.id, reason: "restock", quantity: "1.000" }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await stockOf(item.id)).toBe("1.000");
  });
});

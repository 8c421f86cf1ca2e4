import type { adjustItemStock, EndpointParsed } from "@club/contract";
import { pageInfo, quantityToDecimal } from "@club/domain";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import { findItem } from "../items/items.service";
import { findMovement, itemIsVisible, listMovements, type MovementRow } from "./stock.repository";
import { applyStockMovement } from "./stock.service";

export type StockAdjustmentData = EndpointParsed<typeof adjustItemStock>["body"]["data"];

/** A restock, an adjustment (with its note) or a count, recorded by an administrator. */
export async function recordAdjustment(
  db: Db,
  input: { clubId: number; userId: number; itemId: number; data: StockAdjustmentData },
) {
  const { clubId, itemId, data } = input;
  const note = data.stock_movement_note?.trim() || null;
  const { movementId } = await db.transaction((tx) =>
    applyStockMovement(tx, {
      clubId,
      itemId,
      quantity: quantityToDecimal(data.stock_movement_quantity),
      reason: data.stock_movement_reason,
      note,
      userId: input.userId,
    }),
  );
  // Read after the commit: the item's lock is held no longer than the movement itself.
  const [item, movement] = await Promise.all([
    findItem(db, clubId, itemId),
    findMovement(db, clubId, movementId),
  ]);
  if (!movement) throw new Error(`movement ${movementId} not found after insert`);
  return { item, movement };
}

/** One item's ledger, newest first; a deleted or another club's item is 404. */
export async function listItemMovements(
  db: DbOrTx,
  input: { clubId: number; itemId: number; page: number; limit: number },
): Promise<{ rows: MovementRow[]; pagination: ReturnType<typeof pageInfo> }> {
  const { clubId, itemId, page, limit } = input;
  if (!(await itemIsVisible(db, clubId, itemId))) throw notFound("Producto no encontrado");
  const { rows, total } = await listMovements(db, { clubId, itemId, limit, offset: (page - 1) * limit });
  return { rows, pagination: pageInfo(page, limit, total) };
}

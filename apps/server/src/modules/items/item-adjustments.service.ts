import { quantityToDecimal } from "@club/domain";
import type { Db } from "../../db/client";
import { findMovement } from "../stock/stock.repository";
import { applyStockMovement } from "../stock/stock.service";
import type { ManualMovementInput } from "./item-input";
import { findItem } from "./items.service";

/** A restock, an adjustment (with its note) or a count, recorded by an administrator. */
export async function recordAdjustment(
  db: Db,
  input: { clubId: number; userId: number; itemId: number; movement: ManualMovementInput },
) {
  const { clubId, itemId, movement } = input;
  const { movementId } = await db.transaction((tx) =>
    applyStockMovement(tx, {
      clubId,
      itemId,
      quantity: quantityToDecimal(movement.quantity),
      reason: movement.reason,
      note: movement.note?.trim() || null,
      userId: input.userId,
    }),
  );
  // Read after the commit: the item's lock is held no longer than the movement itself.
  const [item, recorded] = await Promise.all([
    findItem(db, clubId, itemId),
    findMovement(db, clubId, movementId),
  ]);
  if (!recorded) throw new Error(`movement ${movementId} not found after insert`);
  return { item, movement: recorded };
}

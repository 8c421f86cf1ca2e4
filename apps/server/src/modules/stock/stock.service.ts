import {
  decimalToQuantity,
  formatQuantity,
  measurementUnitShort,
  remainingText,
  type StockReason,
  wholeQuantityProblem,
} from "@club/domain";
import type { Tx } from "../../db/client";
import { badRequest, notFound } from "../../http/app-error";
import { notifyClubAdministrators } from "../notifications/notifications.service";
import { lockItemForMovement, recordMovement } from "./stock.repository";

const MOVEMENT_QUANTITY_FIELD = "data.stock_movement_quantity";

export type StockMovementInput = {
  clubId: number;
  itemId: number;
  /**
   * Exact decimal text (domain quantityToDecimal), never a float. Signed amount to add, or for a
   * count the stock that was counted.
   */
  quantity: string;
  reason: StockReason;
  note?: string | null;
  userId?: number | null;
  /** The sale or cancellation behind the movement (required for those reasons, absent otherwise). */
  orderId?: number | null;
};

type LockedItem = NonNullable<Awaited<ReturnType<typeof lockItemForMovement>>>;

/** "queda 1 unidad", "quedan 3 unidades", "quedan 1,5 kg": what is left, as the alert and the refusal say it. */
const leftText = (stock: string, unit: string | null) =>
  remainingText(decimalToQuantity(stock), measurementUnitShort(unit));

function criticalStockMessage(
  item: Pick<LockedItem, "name" | "measurementUnit" | "criticalStock">,
  stock: string,
) {
  const level = formatQuantity(
    decimalToQuantity(item.criticalStock),
    measurementUnitShort(item.measurementUnit),
  );
  const left = leftText(stock, item.measurementUnit);
  return `${left.charAt(0).toUpperCase()}${left.slice(1)} de ${item.name} (nivel crítico: ${level}).`;
}

/**
 * The one way an item's stock changes, inside the caller's transaction (items now, the point of sale in
 * its order transaction later). The item row stays locked until that transaction ends, so concurrent
 * movements apply one after another; the stock and the ledger row change together.
 *
 * A missing, deleted or other club's item is 404 (a cancellation may still return stock to an item
 * deleted since its sale). A movement that would leave the stock below zero is refused (400, nothing
 * changes) unless the item allows negative stock. The first movement that leaves the stock at or below the critical level sends
 * one `critical_stock` notification to the club's administrators; later ones do not, until a movement
 * takes the stock back above the level, which re-arms the alert.
 */
export async function applyStockMovement(tx: Tx, input: StockMovementInput) {
  const item = await lockItemForMovement(tx, input);
  if (!item) throw notFound("Producto no encontrado");
  const wholeProblem = wholeQuantityProblem(item.bulk, decimalToQuantity(input.quantity));
  if (wholeProblem) throw badRequest(MOVEMENT_QUANTITY_FIELD, wholeProblem);
  if (item.afterIsNegative && !item.allowNegativeStock) {
    throw badRequest(
      MOVEMENT_QUANTITY_FIELD,
      `No hay stock suficiente de ${item.name}: ${leftText(item.stock, item.measurementUnit)}`,
    );
  }
  if (item.afterTooLarge) throw badRequest(MOVEMENT_QUANTITY_FIELD, "La cantidad es demasiado grande");

  const movementId = await recordMovement(tx, {
    clubId: input.clubId,
    itemId: input.itemId,
    quantity: item.delta,
    stockAfter: item.after,
    criticalNotified: item.afterIsCritical,
    reason: input.reason,
    note: input.note ?? null,
    userId: input.userId ?? null,
    orderId: input.orderId ?? null,
  });
  if (item.afterIsCritical && !item.criticalNotified) {
    await notifyClubAdministrators(tx, input.clubId, {
      type: "critical_stock",
      title: "Stock crítico",
      message: criticalStockMessage(item, item.after),
      link: `/admin/inventario/${input.itemId}`,
    });
  }
  return { movementId, stock: item.after };
}

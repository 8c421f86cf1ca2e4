import type { StockMovement } from "@club/contract";
import { clubDateTimeParts, decimalToQuantity, type StockReason } from "@club/domain";
import type { MovementRow } from "./stock.repository";

export function toStockMovementWire(row: MovementRow): StockMovement {
  return {
    id: row.id,
    stock_movement_reason: row.reason as StockReason,
    stock_movement_quantity: decimalToQuantity(row.quantity),
    stock_movement_stock_after: decimalToQuantity(row.stockAfter),
    stock_movement_note: row.note,
    stock_movement_order_id: row.orderId,
    stock_movement_user:
      row.userId === null
        ? null
        : { id: row.userId, name: row.userName ?? "", lastname: row.userLastname ?? "" },
    // On the club's wall clock, like the register history.
    stock_movement_datetime: clubDateTimeParts(row.createdAt, row.timeZone),
    createdAt: row.createdAt.toISOString(),
  };
}

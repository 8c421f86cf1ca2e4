/**
 * The states of a sale and the only moves between them:
 *
 * - `pending` (left unpaid at the counter): its lines, payments and source may still change (`edit`, which
 *   keeps it pending); it is charged (`charge`, to `paid`) or dropped (`cancel`, to `cancelled`). Nothing
 *   moves while an order is pending: no stock, no register, no booking.
 * - `paid`: immutable. Only `cancel` (to `cancelled`) is left, which gives the stock back once, restores
 *   its bookings and records the refund in the canceller's open register record.
 * - `cancelled`: final.
 *
 * Every other move is refused with the Spanish message of `orderMoveRefusal` (a 409).
 */
export const ORDER_STATES = ["pending", "paid", "cancelled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export type OrderAction = "edit" | "charge" | "cancel";

/** Where each action takes an order, from the states that allow it. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, Partial<Record<OrderState, OrderState>>>> = {
  edit: { pending: "pending" },
  charge: { pending: "paid" },
  cancel: { pending: "cancelled", paid: "cancelled" },
};

const REFUSALS: Readonly<Record<OrderAction, Partial<Record<OrderState, string>>>> = {
  edit: {
    paid: "La venta ya está pagada: no se puede modificar",
    cancelled: "La venta está anulada: no se puede modificar",
  },
  charge: {
    paid: "La venta ya está pagada",
    cancelled: "La venta está anulada: no se puede cobrar",
  },
  cancel: { cancelled: "La venta ya está anulada" },
};

/** The state `action` takes an order in `from` to, or null when the move is not allowed. */
export function orderTransition(from: OrderState, action: OrderAction): OrderState | null {
  return ORDER_TRANSITIONS[action][from] ?? null;
}

/** Why `action` is refused on an order in `from` (Spanish), or null when it is allowed. */
export function orderMoveRefusal(from: OrderState, action: OrderAction): string | null {
  if (orderTransition(from, action) !== null) return null;
  return REFUSALS[action][from] ?? "Esta venta no admite ese cambio";
}

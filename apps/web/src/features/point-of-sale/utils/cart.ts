import {
  type BookingPaymentPercentage,
  itemLineAmount,
  parseEsClNumber,
  quantityRule,
  receptionCharge,
} from "@club/domain";
import type { CatalogItem } from "./catalog";
import type { OrderData } from "./order-body";

/**
 * The cart holds only what is in it: a line per item with the quantity as typed (es-CL, "1,5" kg for
 * bulk items) and a line per booking with the share to charge. Totals here are the screen's estimate;
 * the server prices the sale itself and the receipt shows its answer.
 */
export interface CartItemLine {
  id: number;
  name: string;
  price: number;
  bulk: boolean;
  unit: string | null;
  quantity: string;
}

export interface CartBookingLine {
  id: number;
  label: string;
  price: number;
  paid: number;
  percentage: BookingPaymentPercentage;
}

export interface Cart {
  items: CartItemLine[];
  bookings: CartBookingLine[];
}

export const EMPTY_CART: Cart = { items: [], bookings: [] };

export type CartAction =
  | { type: "add-item"; item: CatalogItem }
  | { type: "set-quantity"; id: number; quantity: string }
  | { type: "step-quantity"; id: number; step: 1 | -1 }
  | { type: "remove-item"; id: number }
  | { type: "add-booking"; booking: CartBookingLine }
  | { type: "remove-booking"; id: number }
  | { type: "clear" };

/** A line's quantity as a number; null while it cannot be read or is not above zero. */
export function lineQuantity(line: Pick<CartItemLine, "bulk" | "quantity">): number | null {
  const { value } = parseEsClNumber(line.quantity, quantityRule(line.bulk));
  return value != null && value > 0 ? value : null;
}

/** Why a line's quantity cannot be sold, in Spanish; null when it can. */
export function quantityError(line: Pick<CartItemLine, "bulk" | "quantity">): string | null {
  const parsed = parseEsClNumber(line.quantity, quantityRule(line.bulk));
  if (parsed.error) return parsed.error;
  if (parsed.value == null || parsed.value <= 0) return "La cantidad debe ser mayor que cero";
  return null;
}

/** Whole pesos, rounded as the server rounds a line (halves up): 1,5 kg at $2.990 is $4.485. */
export const cartLineAmount = (line: CartItemLine): number =>
  itemLineAmount(line.price, lineQuantity(line) ?? 0);

export const bookingLineAmount = (line: CartBookingLine): number =>
  Math.max(0, receptionCharge(line.price, line.percentage, line.paid));

export function cartTotal(cart: Cart): number {
  let total = 0;
  for (const line of cart.items) total += cartLineAmount(line);
  for (const line of cart.bookings) total += bookingLineAmount(line);
  return total;
}

export const cartSize = (cart: Cart): number => cart.items.length + cart.bookings.length;

export const cartIsSellable = (cart: Cart): boolean =>
  cartSize(cart) > 0 && cart.items.every((line) => quantityError(line) === null);

function stepped(line: CartItemLine, step: 1 | -1): string {
  const current = lineQuantity(line) ?? 0;
  // Bulk quantities step by whole units too; never below one unit's worth of a step.
  const next = Math.max(step < 0 ? 1 : 0, Math.round((current + step) * 1000) / 1000);
  return String(next).replace(".", ",");
}

const mapItem = (cart: Cart, id: number, change: (line: CartItemLine) => CartItemLine): Cart => ({
  ...cart,
  items: cart.items.map((line) => (line.id === id ? change(line) : line)),
});

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case "add-item": {
      const { item } = action;
      if (cart.items.some((line) => line.id === item.id)) {
        return mapItem(cart, item.id, (line) => ({ ...line, quantity: stepped(line, 1) }));
      }
      const line: CartItemLine = {
        id: item.id,
        name: item.name,
        price: item.price,
        bulk: item.bulk,
        unit: item.unit,
        quantity: "1",
      };
      return { ...cart, items: [...cart.items, line] };
    }
    case "set-quantity":
      return mapItem(cart, action.id, (line) => ({ ...line, quantity: action.quantity }));
    case "step-quantity":
      return mapItem(cart, action.id, (line) => ({ ...line, quantity: stepped(line, action.step) }));
    case "remove-item":
      return { ...cart, items: cart.items.filter((line) => line.id !== action.id) };
    case "add-booking":
      return {
        ...cart,
        bookings: [...cart.bookings.filter((line) => line.id !== action.booking.id), action.booking],
      };
    case "remove-booking":
      return { ...cart, bookings: cart.bookings.filter((line) => line.id !== action.id) };
    case "clear":
      return EMPTY_CART;
  }
}

/** The cart as the order's lines; only a sellable cart (every quantity readable) is turned into one. */
export function orderLines(cart: Cart): Required<Pick<OrderData, "order_items" | "order_bookings">> {
  return {
    order_items: cart.items.map((line) => ({ item: line.id, quantity: lineQuantity(line) ?? 0 })),
    order_bookings: cart.bookings.map((line) => ({ booking: line.id, percentage: line.percentage })),
  };
}

import { describe, expect, it } from "vitest";
import {
  bookingLineAmount,
  type Cart,
  cartIsSellable,
  cartReducer,
  cartTotal,
  EMPTY_CART,
  orderLines,
  quantityError,
} from "./cart";
import type { CatalogItem } from "./catalog";

const item = (id: number, price: number, bulk = false): CatalogItem => ({
  id,
  name: `Producto ${id}`,
  brand: "",
  price,
  barcode: null,
  favorite: false,
  bulk,
  unit: bulk ? "kg" : null,
  categoryId: null,
  categoryName: "Sin categoria",
  stock: 10,
  thumbnail: "",
  searchText: "",
});

const run = (...actions: Parameters<typeof cartReducer>[1][]): Cart =>
  actions.reduce(cartReducer, EMPTY_CART);

describe("cart", () => {
  it("adds an item once and counts it up when added again", () => {
    const cart = run({ type: "add-item", item: item(1, 1990) }, { type: "add-item", item: item(1, 1990) });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe("2");
    expect(cartTotal(cart)).toBe(3980);
  });

  it("steps down but never below one, and removes a line", () => {
    let cart = run({ type: "add-item", item: item(1, 500) }, { type: "step-quantity", id: 1, step: -1 });
    expect(cart.items[0]?.quantity).toBe("1");
    cart = cartReducer(cart, { type: "step-quantity", id: 1, step: 1 });
    expect(cart.items[0]?.quantity).toBe("2");
    cart = cartReducer(cart, { type: "remove-item", id: 1 });
    expect(cart.items).toEqual([]);
  });

  it("reads a bulk quantity typed the Chilean way and prices it to the peso", () => {
    const cart = run(
      { type: "add-item", item: item(7, 2990, true) },
      { type: "set-quantity", id: 7, quantity: "1,5" },
    );
    expect(cartTotal(cart)).toBe(4485);
    expect(orderLines(cart).order_items).toEqual([{ item: 7, quantity: 1.5 }]);
    // 0,333 kg × $2.990 = $995,67 → $996
    expect(cartTotal(cartReducer(cart, { type: "set-quantity", id: 7, quantity: "0,333" }))).toBe(996);
    // Stepping a weight keeps its decimals.
    expect(cartReducer(cart, { type: "step-quantity", id: 7, step: 1 }).items[0]?.quantity).toBe("2,5");
  });

  it("refuses decimals on unit items, unreadable and zero quantities, and then cannot be sold", () => {
    const cart = run({ type: "add-item", item: item(1, 1000) });
    expect(quantityError({ bulk: false, quantity: "1,5" })).toMatch(/enter/i);
    expect(quantityError({ bulk: true, quantity: "1,2345" })).toBe("Usa como máximo 3 decimales");
    expect(quantityError({ bulk: false, quantity: "0" })).toBe("La cantidad debe ser mayor que cero");
    expect(quantityError({ bulk: false, quantity: "1.000" })).toBeNull();
    expect(cartIsSellable(cart)).toBe(true);
    expect(cartIsSellable(cartReducer(cart, { type: "set-quantity", id: 1, quantity: "" }))).toBe(false);
    expect(cartIsSellable(EMPTY_CART)).toBe(false);
  });

  it("charges a booking's share less what was paid, rounding half an odd price up", () => {
    const booking = { id: 3, label: "Cancha 1 10:00–11:30", price: 25_001, paid: 0, percentage: 50 as const };
    expect(bookingLineAmount(booking)).toBe(12_501);
    expect(bookingLineAmount({ ...booking, paid: 12_501, percentage: 100 })).toBe(12_500);
    const cart = run(
      { type: "add-item", item: item(1, 1000) },
      { type: "add-booking", booking },
      { type: "add-booking", booking: { ...booking, percentage: 100 } },
    );
    // The same booking twice is one line with the last share chosen.
    expect(cart.bookings).toHaveLength(1);
    expect(cartTotal(cart)).toBe(26_001);
    expect(orderLines(cart).order_bookings).toEqual([{ booking: 3, percentage: 100 }]);
  });
});

import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { call } from "./admin-api";
import { expect } from "./fixtures";

/**
 * Orders through the real API, as the point of sale makes them: each creation carries its own
 * Idempotency-Key. The sales journeys make their orders here and read back what the screens did.
 */

export type ApiOrder = {
  id: number;
  order_amount: number;
  order_status: "pending" | "paid" | "cancelled";
  order_source: "pos" | "reception" | "app";
  order_details: {
    items: { item_id: number; item_quantity: number }[];
    bookings: { id: number; order_amount: number }[];
    payments: { method: string; amount: number }[];
  };
  order_cash_payed: number;
  order_change: number;
};

export type NewOrder = {
  order_status: "pending" | "paid";
  order_source: "pos" | "reception" | "app";
  order_items?: { item: number; quantity: number }[];
  order_bookings?: { booking: number; percentage: 50 | 100 }[];
  order_payments?: { method: "cash" | "debit" | "credit" | "transfer"; amount: number }[];
  order_cash_received?: number;
};

export async function createOrder(
  request: APIRequestContext,
  token: string,
  data: NewOrder,
): Promise<ApiOrder> {
  const response = await request.post("/api/admin/order/create_order", {
    data: { data },
    headers: { Authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
  });
  expect(response.ok(), `create_order: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as ApiOrder;
}

export function findOrder(request: APIRequestContext, token: string, id: number) {
  return call<ApiOrder>(request, token, "GET", `/api/admin/order/find_order/${id}`);
}

/** "12.990" as a person in Chile types pesos. */
export const pesosText = (amount: number) => new Intl.NumberFormat("es-CL").format(amount);
/** "$12.990" as the screens show pesos. */
export const clpText = (amount: number) => `$${pesosText(amount)}`;

/** The global state's count of the club's pending orders (the sidebar's "Pendientes" badge). */
export async function pendingOrders(request: APIRequestContext, token: string): Promise<number> {
  return (await call<{ pending_orders: number }>(request, token, "GET", "/api/admin/global_state"))
    .pending_orders;
}

import { createOrder } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import type { OrderData } from "../utils/order-body";

/** One sale attempt: the same key on every retry of it, so the server makes it once. */
export function sendOrder(key: string, data: OrderData) {
  return apiRequest(createOrder, { headers: { "idempotency-key": key }, body: { data } });
}

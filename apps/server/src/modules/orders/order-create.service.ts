import { createHash } from "node:crypto";
import type { OrderSource } from "@club/domain";
import type { Db, Tx } from "../../db/client";
import { badRequest, conflict } from "../../http/app-error";
import { chargeOrder, EMPTY_ORDER_MESSAGE } from "./order-charge.service";
import {
  type BookingRequest,
  type ItemRequest,
  orderTotal,
  priceBookingLines,
  priceItemLines,
} from "./order-pricing";
import {
  claimOrderKey,
  findOrderByKey,
  type OrderContent,
  type OrderRef,
  orderContent,
  type PaymentInsert,
  replaceBookingLines,
  replaceItemLines,
  replacePayments,
  updateOrder,
} from "./orders.repository";

export type MailClient = { name: string; lastname: string; email: string };

export type OrderContentInput = {
  items: ItemRequest[];
  bookings: BookingRequest[];
  payments: PaymentInsert[];
  cashReceived?: number;
};

export type NewOrderInput = Partial<OrderContentInput> & {
  clubId: number;
  staffId: number;
  key: string;
  /** The parsed request body, whose hash tells a retry from another sale under the same key. */
  request: unknown;
  status: "paid" | "pending";
  source: OrderSource;
  mailClient?: MailClient;
  now: Date;
};

export const emptyOrder = () => badRequest("data.order_items", EMPTY_ORDER_MESSAGE);

export const KEY_REUSED_MESSAGE =
  "Esta clave Idempotency-Key ya se usó para otra venta: genera una clave nueva para cada venta";

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (request: unknown) =>
  createHash("sha256").update(canonical(request)).digest("hex");

/**
 * Prices the lines given and stores them with the payments. Answers where each item came and, when every
 * part was given, the order's content as stored (so a charge that follows need not read it again).
 */
export async function storeContent(tx: Tx, order: OrderRef, content: Partial<OrderContentInput>) {
  let itemIndex: Map<number, number> | undefined;
  const bookings = content.bookings
    ? await replaceBookingLines(tx, order, await priceBookingLines(tx, order.clubId, content.bookings))
    : undefined;
  let items: OrderContent["items"] | undefined;
  if (content.items) {
    const priced = await priceItemLines(tx, order.clubId, content.items);
    itemIndex = priced.indexOf;
    items = await replaceItemLines(tx, order, priced.lines);
  }
  const payments = content.payments ? await replacePayments(tx, order, content.payments) : undefined;
  const stored = items && bookings && payments ? { items, bookings, payments } : undefined;
  return { itemIndex, stored };
}

/**
 * Registers a sale, paid or pending, in one transaction that first claims the client's idempotency key
 * (claimOrderKey): the same key again, even many times at once, answers the order it made and creates
 * nothing more; with another body it is 409. A refused request (400, 404, 409) rolls everything back,
 * its key included, so it can be retried. A paid sale is charged by the one code path of every charge
 * (chargeOrder). Answers the order's id and whether this request made it.
 */
export async function createOrder(db: Db, input: NewOrderInput) {
  const hash = requestHash(input.request);
  return db.transaction(async (tx) => {
    const id = await claimOrderKey(tx, {
      clubId: input.clubId,
      source: input.source,
      idempotencyKey: input.key,
      requestHash: hash,
      mailClientName: input.mailClient?.name ?? null,
      mailClientLastname: input.mailClient?.lastname ?? null,
      mailClientEmail: input.mailClient?.email ?? null,
      createdBy: input.staffId,
      now: input.now,
    });
    if (id === null) {
      const existing = await findOrderByKey(tx, input.clubId, input.key);
      if (!existing) throw new Error("idempotency key taken by no order");
      if (existing.requestHash !== hash) throw conflict(KEY_REUSED_MESSAGE);
      return { id: existing.id, created: false };
    }
    if (!input.items?.length && !input.bookings?.length) {
      throw emptyOrder();
    }
    const order = { id, clubId: input.clubId };
    const { itemIndex, stored } = await storeContent(
      tx,
      { ...order, fresh: true },
      { items: input.items ?? [], bookings: input.bookings ?? [], payments: input.payments ?? [] },
    );
    if (input.status === "paid") {
      await chargeOrder(tx, {
        order,
        staffId: input.staffId,
        cashReceived: input.cashReceived,
        now: input.now,
        itemIndex,
        content: stored,
      });
      return { id, created: true };
    }
    await updateOrder(tx, id, { amount: await pendingTotal(tx, id, emptyOrder) });
    return { id, created: true };
  });
}

/**
 * A pending order's amount: its lines as they were priced. An order without lines is refused with
 * `empty`: a sale needs something to sell, and a pending one nothing could be charged for.
 */
export async function pendingTotal(tx: Tx, orderId: number, empty: () => Error) {
  const content = await orderContent(tx, orderId);
  if (content.items.length === 0 && content.bookings.length === 0) throw empty();
  return orderTotal([...content.items, ...content.bookings]);
}

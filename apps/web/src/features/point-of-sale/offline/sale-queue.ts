import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { ApiError, isNetworkError } from "../../../lib/api-client";
import { getToken, tokenSubject } from "../../../lib/session";
import type { OrderData } from "../utils/order-body";

/**
 * Sales made while the server could not be reached, kept in IndexedDB with the Idempotency-Key they
 * were first sent with, and sent again in the order they were made. The key travels with the sale, so a
 * sale whose first answer was lost (the server took it) is answered with the same order, never made
 * twice; a sale leaves the queue only when the server has answered it. A refusal (4xx: out of stock, a
 * booking already paid) stays in the queue as failed with the server's Spanish message until the
 * operator dismisses it. Each sale belongs to the account that made it and is only sent with its token.
 */
export interface QueuedSale {
  key: string;
  data: OrderData;
  /** The screen's estimate, to tell sales apart in the list. */
  total: number;
  createdAt: number;
  subject: string;
  status: "queued" | "failed";
  error?: string;
}

interface SaleQueueDb extends DBSchema {
  sales: { key: string; value: QueuedSale; indexes: { createdAt: number } };
}

const DB_NAME = "club-pos";
let database: Promise<IDBPDatabase<SaleQueueDb>> | undefined;

function db() {
  database ??= openDB<SaleQueueDb>(DB_NAME, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore("sales", { keyPath: "key" }).createIndex("createdAt", "createdAt");
    },
  });
  return database;
}

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Called whenever the queue changes (in this tab). */
export function onSaleQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentSubject = () => tokenSubject(getToken());

/** The signed-in account's queued and failed sales, oldest first. */
export async function queuedSales(): Promise<QueuedSale[]> {
  const subject = currentSubject();
  if (!subject) return [];
  const all = await (await db()).getAllFromIndex("sales", "createdAt");
  return all.filter((sale) => sale.subject === subject);
}

export async function enqueueSale(sale: Pick<QueuedSale, "key" | "data" | "total">): Promise<void> {
  const subject = currentSubject();
  if (!subject) throw new ApiError("UNAUTHORIZED", "Tu sesión expiró. Inicia sesión de nuevo.", 401);
  await (await db()).put("sales", { ...sale, subject, createdAt: Date.now(), status: "queued" });
  changed();
}

/** The operator read a failed sale's reason and lets it go. */
export async function dismissSale(key: string): Promise<void> {
  await (await db()).delete("sales", key);
  changed();
}

export type SendSale = (sale: QueuedSale) => Promise<unknown>;

let running: Promise<number> | undefined;

async function sendAll(send: SendSale): Promise<number> {
  let sent = 0;
  for (const sale of await queuedSales()) {
    if (sale.status !== "queued") continue;
    try {
      await send(sale);
      await (await db()).delete("sales", sale.key);
      sent += 1;
    } catch (error) {
      // Still offline, a server error or an expired session: stop here and keep the order of the rest.
      if (
        isNetworkError(error) ||
        !(error instanceof ApiError) ||
        error.status >= 500 ||
        error.status === 401
      ) {
        return sent;
      }
      await (await db()).put("sales", { ...sale, status: "failed", error: error.message });
    } finally {
      changed();
    }
  }
  return sent;
}

/**
 * Sends the queued sales one after the other and answers how many went through. One run at a time in
 * a tab (a second call gets the running one) and across tabs where the browser has Web Locks; even
 * without them, the key makes a sale sent from two tabs one order.
 */
export function flushSaleQueue(send: SendSale): Promise<number> {
  running ??= (async () => {
    try {
      if (navigator.locks) return await navigator.locks.request("club-pos-sale-queue", () => sendAll(send));
      return await sendAll(send);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

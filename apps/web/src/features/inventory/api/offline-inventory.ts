import type { OfflineQueriesOptions } from "../../../lib/offline-queries";
import { INVENTORY_KEY } from "./inventory-keys";

// The list pages, the item pages and what they show beside (summary, categories, stock history).
const KEPT = new Set(["items", "item", "summary", "categories", "movements"]);

/** Inventory answers kept for offline visits, a week at most, the 40 most recently read. */
export const OFFLINE_INVENTORY: OfflineQueriesOptions = {
  name: "inventory",
  keep: ([root, kind]) => root === INVENTORY_KEY[0] && KEPT.has(String(kind)),
  maxAge: 7 * 24 * 60 * 60_000,
  maxQueries: 40,
};

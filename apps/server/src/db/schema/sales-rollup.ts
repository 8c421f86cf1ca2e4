import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { clubIdColumn } from "./clubs";
import { quantity } from "./inventory";

/**
 * The sales rollup (migration 0013): the sale events of the accounting rule (a sale at `paid_at`, a refund
 * at `cancelled_at` of a paid order) summed per club, `span` ('hour', 'day' or 'month' of UTC) and
 * `starts_at`. A deferred trigger on `orders` keeps it in the transaction that pays or cancels the order,
 * under the club's lock (one club's commits write it one at a time, so one row per key: migration 0023).
 * The order totals (`sales_rollup`) also have the span 'month_hour' (migration 0018), a UTC month's events
 * per UTC hour of the day, `starts_at` being the month's start plus that hour; and 'local_day' (0019), the
 * events of one day of the club's calendar in its current zone, `starts_at` being that date at 00:00 UTC.
 * Generated SQL of the triggers: apps/server/drizzle/schema.sql.
 */
const spanKey = () => ({
  clubId: clubIdColumn(),
  span: text("span").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
});

const figures = () => ({
  gross: bigint("gross", { mode: "number" }).notNull(),
  refunds: bigint("refunds", { mode: "number" }).notNull(),
  salesCount: integer("sales_count").notNull(),
  refundsCount: integer("refunds_count").notNull(),
});

const lineFigures = () => ({
  ...figures(),
  // Distinct orders among the sales (an order's sale falls in one span).
  ordersCount: integer("orders_count").notNull(),
  soldQuantity: quantity("sold_quantity").notNull(),
  refundedQuantity: quantity("refunded_quantity").notNull(),
});

/** Orders: their amounts. */
export const salesRollup = pgTable("sales_rollup", { ...spanKey(), ...figures() }, (t) => [
  primaryKey({ columns: [t.clubId, t.span, t.startsAt] }),
]);

/** Payments by method (the cash part is what was charged). */
export const salesRollupMethods = pgTable(
  "sales_rollup_methods",
  { ...spanKey(), method: text("method").notNull(), ...figures() },
  (t) => [primaryKey({ columns: [t.clubId, t.span, t.startsAt, t.method] })],
);

/** Item lines by item, with the id of the latest line (its name, bulk flag and unit). */
export const salesRollupItems = pgTable(
  "sales_rollup_items",
  {
    ...spanKey(),
    itemId: integer("item_id").notNull(),
    ...lineFigures(),
    lastLineId: integer("last_line_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.span, t.startsAt, t.itemId] })],
);

/**
 * Lines by the item's current category: `category_key` is the category's id, 0 for items without one and
 * -1 for booking lines. Moving an item to another category moves its past lines here (a trigger on items).
 */
export const salesRollupCategories = pgTable(
  "sales_rollup_categories",
  { ...spanKey(), categoryKey: integer("category_key").notNull(), ...lineFigures() },
  (t) => [primaryKey({ columns: [t.clubId, t.span, t.startsAt, t.categoryKey] })],
);

import { bigint, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { clubIdColumn } from "./clubs";

/**
 * Orders by creation time and current status (migration 0016): per club, `span` ('hour', 'day' or 'month'
 * of UTC) starting at `starts_at` = the span of `created_at`, and `order_status`, how many orders and their
 * `order_amount` summed. Row triggers on `orders` keep it exact in the statement that creates, edits,
 * pays, cancels or deletes an order; a status no order holds any more keeps a row of zeros.
 */
export const ordersByStatusRollup = pgTable(
  "orders_by_status_rollup",
  {
    clubId: clubIdColumn(),
    span: text("span").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    status: text("order_status").notNull(),
    ordersCount: integer("orders_count").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.span, t.startsAt, t.status] })],
);

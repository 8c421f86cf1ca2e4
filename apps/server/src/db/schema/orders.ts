import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { cashRegisterRecords } from "./cash-registers";
import { clubIdColumn } from "./clubs";
import { items, quantity } from "./inventory";
import { users } from "./users";

/**
 * A sale. States: `pending → paid → cancelled` and `pending → cancelled`; nothing else (the checks below
 * hold each state's columns). A paid order belongs to the register record that took its money; a
 * cancelled paid order records its refund in the record of whoever cancelled it.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    status: text("order_status").notNull(),
    source: text("order_source").notNull(),
    // Integer pesos, priced by the server from the lines.
    amount: integer("order_amount").notNull(),
    currency: text("order_currency").notNull().default("CLP"),
    // The cash the client handed over and the change given back; the cash part is `cash_payed - change`.
    cashPayed: integer("order_cash_payed").notNull().default(0),
    change: integer("order_change").notNull().default(0),
    // The client-made key of the request that created the order, and a hash of that request's body: the
    // same key again answers this order, the same key with another body is refused.
    idempotencyKey: uuid("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    mailClientName: text("mail_client_name"),
    mailClientLastname: text("mail_client_lastname"),
    mailClientEmail: text("mail_client_email"),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Set together when the order is charged.
    cashRegisterRecordId: integer("cash_register_record_id").references(() => cashRegisterRecords.id),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: integer("paid_by").references(() => users.id),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: integer("cancelled_by").references(() => users.id),
    // The record the refund of a cancelled paid order went to.
    refundRecordId: integer("refund_cash_register_record_id").references(() => cashRegisterRecords.id),
  },
  (t) => [
    check("orders_status_check", sql`${t.status} in ('pending', 'paid', 'cancelled')`),
    check("orders_source_check", sql`${t.source} in ('pos', 'reception', 'app')`),
    check(
      "orders_amounts_check",
      sql`${t.amount} >= 0 and ${t.change} >= 0 and ${t.cashPayed} >= ${t.change}`,
    ),
    check(
      "orders_paid_check",
      sql`(${t.paidAt} is null) = (${t.cashRegisterRecordId} is null) and (${t.paidAt} is null) = (${t.paidBy} is null)`,
    ),
    check("orders_cancel_check", sql`(${t.cancelledAt} is null) = (${t.status} <> 'cancelled')`),
    check(
      "orders_state_check",
      sql`(${t.status} = 'pending' and ${t.paidAt} is null) or (${t.status} = 'paid' and ${t.paidAt} is not null) or ${t.status} = 'cancelled'`,
    ),
    // A refund exists exactly for a cancelled order that had been paid.
    check(
      "orders_refund_check",
      sql`(${t.refundRecordId} is not null) = (${t.cancelledAt} is not null and ${t.paidAt} is not null)`,
    ),
    uniqueIndex("orders_club_idempotency_key").on(t.clubId, t.idempotencyKey),
    // The sales list, newest or oldest first, with or without a status filter.
    index("orders_club_time_idx").on(t.clubId, t.createdAt, t.id),
    index("orders_club_status_time_idx").on(t.clubId, t.status, t.createdAt, t.id),
    // The sales reports: orders paid in a range, and paid orders cancelled in a range (their refunds).
    index("orders_club_paid_idx").on(t.clubId, t.paidAt).where(sql`${t.paidAt} is not null`),
    index("orders_club_refund_idx")
      .on(t.clubId, t.cancelledAt)
      .where(sql`${t.paidAt} is not null and ${t.cancelledAt} is not null`),
    index("orders_record_idx").on(t.cashRegisterRecordId).where(sql`${t.cashRegisterRecordId} is not null`),
    index("orders_refund_record_idx").on(t.refundRecordId).where(sql`${t.refundRecordId} is not null`),
  ],
);

/** An item line: what was sold, priced when it was added, with the item's name kept as it was. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => items.id),
    itemName: text("item_name").notNull(),
    itemBrand: text("item_brand").notNull().default(""),
    bulk: boolean("item_bulk").notNull(),
    measureUnitShort: text("item_measure_unit_short"),
    quantity: quantity("item_quantity").notNull(),
    sellPrice: integer("item_sell_price").notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [
    check(
      "order_items_quantity_check",
      sql`${t.quantity} > 0 and (${t.bulk} or ${t.quantity} = trunc(${t.quantity}))`,
    ),
    check("order_items_amounts_check", sql`${t.sellPrice} >= 0 and ${t.amount} >= 0`),
    uniqueIndex("order_items_order_item_key").on(t.orderId, t.itemId),
    index("order_items_item_idx").on(t.itemId),
  ],
);

/**
 * A booking line: the share of the booking's price the order charges, and the booking's status and paid
 * share before the sale, which a cancellation gives back.
 */
export const orderBookings = pgTable(
  "order_bookings",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    percentage: integer("percentage").notNull(),
    amount: integer("amount").notNull(),
    statusBefore: text("status_before"),
    percentageBefore: integer("percentage_before"),
  },
  (t) => [
    check("order_bookings_percentage_check", sql`${t.percentage} in (50, 100)`),
    check("order_bookings_amount_check", sql`${t.amount} >= 0`),
    uniqueIndex("order_bookings_order_booking_key").on(t.orderId, t.bookingId),
    index("order_bookings_booking_idx").on(t.bookingId),
  ],
);

/** How an order is paid: one row per method, adding up to the order's amount once it is paid. */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [
    check("order_payments_method_check", sql`${t.method} in ('cash', 'debit', 'credit', 'transfer')`),
    check("order_payments_amount_check", sql`${t.amount} > 0`),
    uniqueIndex("order_payments_order_method_key").on(t.orderId, t.method),
  ],
);

/** Cash put into or taken out of the drawer during an open session, with the reason. */
export const cashMovements = pgTable(
  "cash_movements",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    cashRegisterRecordId: integer("cash_register_record_id")
      .notNull()
      .references(() => cashRegisterRecords.id),
    type: text("cash_movement_type").notNull(),
    amount: integer("cash_movement_amount").notNull(),
    reason: text("cash_movement_reason").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cash_movements_type_check", sql`${t.type} in ('in', 'out')`),
    check("cash_movements_amount_check", sql`${t.amount} > 0`),
    check("cash_movements_reason_check", sql`length(trim(${t.reason})) > 0`),
    index("cash_movements_record_idx").on(t.cashRegisterRecordId, t.createdAt, t.id),
  ],
);

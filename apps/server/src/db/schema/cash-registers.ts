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
} from "drizzle-orm/pg-core";
import { clubs } from "./clubs";
import { users } from "./users";

export const cashRegisters = pgTable(
  "cash_registers",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    name: text("cash_register_name").notNull(),
    // A register with records is never deleted; a deactivated one leaves the picker and keeps its history.
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cash_registers_club_name_key").on(t.clubId, t.name)],
);

// One row per opening; the register is open while its latest record has no closing.
export const cashRegisterRecords = pgTable(
  "cash_register_records",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    cashRegisterId: integer("cash_register_id")
      .notNull()
      .references(() => cashRegisters.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    openAmount: integer("open_cash_user_amount").notNull(),
    closeAmount: integer("close_cash_user_amount"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    debitBalance: integer("close_debit_balance").notNull().default(0),
    transferBalance: integer("close_transfer_balance").notNull().default(0),
    creditBalance: integer("close_credit_balance").notNull().default(0),
    cashBalance: integer("close_cash_balance").notNull().default(0),
    cashBackendBalance: integer("close_cash_backend_balance").notNull().default(0),
    reservationBalance: integer("close_reservation_balance").notNull().default(0),
    totalBalance: integer("close_total_balance").notNull().default(0),
    cashBalanceDiff: integer("cash_balance_diff").notNull().default(0),
  },
  (t) => [
    check("cash_register_records_open_amount_check", sql`${t.openAmount} >= 0`),
    check("cash_register_records_close_amount_check", sql`${t.closeAmount} >= 0`),
    check("cash_register_records_closing_check", sql`(${t.closedAt} is null) = (${t.closeAmount} is null)`),
    // The database, not only the code, holds the rules under concurrency:
    // a register has at most one open session, and an operator holds at most one open register.
    uniqueIndex("cash_register_records_one_open_per_register")
      .on(t.cashRegisterId)
      .where(sql`${t.closedAt} is null`),
    uniqueIndex("cash_register_records_one_open_per_operator").on(t.userId).where(sql`${t.closedAt} is null`),
    // Newest first with id as the tie-break, by a backward scan: history pages, an operator's history, and
    // the latest record of a register (its state) are read without a sort.
    index("cash_register_records_history_idx").on(t.clubId, t.openedAt, t.id),
    index("cash_register_records_operator_idx").on(t.clubId, t.userId, t.openedAt, t.id),
    index("cash_register_records_register_idx").on(t.cashRegisterId, t.openedAt, t.id),
  ],
);

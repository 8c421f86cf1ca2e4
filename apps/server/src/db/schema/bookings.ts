import { sql } from "drizzle-orm";
import {
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
import { cashRegisterRecords } from "./cash-registers";
import { clubIdColumn } from "./clubs";
import { courtSchedules, courts } from "./courts";
import { users } from "./users";

/**
 * A court taken from `starts_at` to `ends_at`. Two live bookings of one court never overlap: an exclusion
 * constraint over the time range (migration 0007) holds it under any concurrency, on PostgreSQL and on
 * PGlite. A cancelled booking, or an unpaid online one past `hold_until` once released, frees its slot.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    courtId: integer("court_id")
      .notNull()
      .references(() => courts.id),
    // The opening-hours span the booking starts in (its price band); null for staff bookings outside them.
    scheduleId: integer("schedule_id").references(() => courtSchedules.id, { onDelete: "set null" }),
    // The random part of the public identifier (the slug on the wire is this followed by the id).
    slugToken: text("slug_token").notNull(),
    userId: integer("user_id").references(() => users.id),
    walkInName: text("walk_in_name"),
    walkInPhone: text("walk_in_phone"),
    bookingType: text("booking_type").notNull().default("match"),
    channel: text("channel").notNull(),
    status: text("status").notNull().default("p0"),
    paymentPercentage: integer("payment_percentage").notNull().default(0),
    price: integer("price").notNull(),
    priceReason: text("price_reason"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_int").notNull(),
    // An unpaid online booking keeps its slot until then.
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    // The weekly repetition a staff booking was created with.
    seriesId: uuid("series_id"),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: integer("cancelled_by").references(() => users.id),
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in ('p0', 'p50', 'p100', 'pr', 'pc', 'pb')`),
    check("bookings_percentage_check", sql`${t.paymentPercentage} in (0, 50, 100)`),
    check("bookings_type_check", sql`${t.bookingType} in ('match', 'class', 'tournament', 'maintenance')`),
    check("bookings_channel_check", sql`${t.channel} in ('online', 'reception')`),
    check("bookings_price_check", sql`${t.price} >= 0`),
    check(
      "bookings_span_check",
      sql`${t.endsAt} = ${t.startsAt} + make_interval(mins => ${t.durationMinutes}) and ${t.durationMinutes} > 0`,
    ),
    check("bookings_cancel_check", sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null)`),
    // The day grids of a club, and a player's bookings, newest or next first.
    index("bookings_club_time_idx").on(t.clubId, t.startsAt).where(sql`${t.cancelledAt} is null`),
    index("bookings_user_time_idx").on(t.userId, t.startsAt),
    // Every booking of a club by start, cancelled ones too: the statistics' activity and money.
    index("bookings_club_starts_idx").on(t.clubId, t.startsAt),
    // The unpaid online holds that may still hold their slot: the statistics add them to booked_minute_hours.
    index("bookings_club_hold_idx")
      .on(t.clubId, t.holdUntil)
      .where(sql`${t.status} = 'p0' and ${t.holdUntil} is not null and ${t.cancelledAt} is null`),
  ],
);

/**
 * Money taken for a booking: online through a gateway (pending until the gateway confirms it, once), or
 * at the club's reception, where cash lands in the operator's open register record.
 */
export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    channel: text("channel").notNull(),
    method: text("method").notNull(),
    // The booking's part this pays (50 or 100 %); null for a player's share of a match, which `player_id` names.
    percentage: integer("percentage"),
    // The match player whose share this pays (migration 0031): one paid share per player and booking.
    playerId: integer("player_id").references(() => users.id),
    amount: integer("amount").notNull(),
    status: text("status").notNull(),
    // The gateway's token for this transaction (Webpay's token_ws, or the test gateway's).
    gatewayToken: text("gateway_token").unique(),
    authorizationCode: text("authorization_code"),
    cashRegisterRecordId: integer("cash_register_record_id").references(() => cashRegisterRecords.id),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    // A share given back to a player who left the match, as the club's policy says (status `refunded`).
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    check("booking_payments_channel_check", sql`${t.channel} in ('online', 'reception')`),
    check(
      "booking_payments_method_check",
      sql`${t.method} in ('webpay', 'test', 'cash', 'debit', 'credit', 'transfer')`,
    ),
    check("booking_payments_percentage_check", sql`${t.percentage} in (50, 100)`),
    check("booking_payments_share_check", sql`(${t.percentage} is null) = (${t.playerId} is not null)`),
    check("booking_payments_refund_check", sql`(${t.status} = 'refunded') = (${t.refundedAt} is not null)`),
    check("booking_payments_amount_check", sql`${t.amount} >= 0`),
    check(
      "booking_payments_status_check",
      sql`${t.status} in ('pending', 'paid', 'rejected', 'abandoned', 'expired', 'refunded')`,
    ),
    index("booking_payments_club_time_idx").on(t.clubId, t.createdAt, t.id),
    index("booking_payments_booking_idx").on(t.bookingId),
    // A player's share of a match is paid once, whatever races: a second paid row cannot exist.
    uniqueIndex("booking_payments_share_paid_idx")
      .on(t.bookingId, t.playerId)
      .where(sql`${t.playerId} is not null and ${t.status} = 'paid'`),
    // The sales reports read the club's booking income by the instant it was settled (migration 0021).
    index("booking_payments_club_settled_idx").on(t.clubId, t.settledAt).where(sql`${t.status} = 'paid'`),
    // The shares given back, read by the sales reports as refunds at refunded_at (migration 0033).
    index("booking_payments_club_refunded_idx")
      .on(t.clubId, t.refundedAt)
      .where(sql`${t.status} = 'refunded'`),
    index("booking_payments_record_idx")
      .on(t.cashRegisterRecordId)
      .where(sql`${t.cashRegisterRecordId} is not null`),
  ],
);

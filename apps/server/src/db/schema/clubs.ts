import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const clubs = pgTable(
  "clubs",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    // Service ids: 1 GoMatch, 2 GoMarket, 3 GoRegisters (DESIGN "Services").
    enabledServices: integer("enabled_services").array().notNull().default(sql`'{}'::integer[]`),
    supportEmail: text("support_email").notNull(),
    timeZone: text("time_zone").notNull().default("America/Santiago"),
    address: text("address").notNull().default(""),
    phone: text("phone").notNull().default(""),
    // An upload's public key (`/api/files/{key}`); uploads are never deleted while referenced by a club.
    logoKey: text("logo_key"),
    // How many days ahead (today counts as 0) players may book.
    bookingWindowDays: integer("booking_window_days").notNull().default(14),
    // Players may cancel until this many hours before the start.
    cancellationHours: integer("cancellation_hours").notNull().default(24),
    // What share of the price players pay online when booking: 0 (pay at the club), 50 or 100.
    onlinePaymentPercentage: integer("online_payment_percentage").notNull().default(0),
    // How long an unpaid online booking holds its slot when the club asks for online payment.
    bookingHoldMinutes: integer("booking_hold_minutes").notNull().default(15),
    // Fair use: how many active (live, not yet ended) bookings one player may hold here; staff are exempt.
    maxActiveBookings: integer("max_active_bookings").notNull().default(4),
    // What a player who leaves a match gets of the share they paid: `refund` gives it back (leaving is open
    // until the cancellation window), `keep` keeps it for the club. Players read it before they pay.
    matchShareRefund: text("match_share_refund").notNull().default("refund"),
    // Hours before a match starts when its players hear it is not yet full; 0: no reminder.
    matchReminderHours: integer("match_reminder_hours").notNull().default(24),
    // How long a place freed in a full match is kept for the first player of its waitlist.
    waitlistOfferMinutes: integer("waitlist_offer_minutes").notNull().default(30),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("clubs_booking_window_check", sql`${t.bookingWindowDays} between 0 and 365`),
    check("clubs_cancellation_check", sql`${t.cancellationHours} between 0 and 720`),
    check("clubs_online_payment_check", sql`${t.onlinePaymentPercentage} in (0, 50, 100)`),
    check("clubs_hold_check", sql`${t.bookingHoldMinutes} between 5 and 1440`),
    check("clubs_max_active_bookings_check", sql`${t.maxActiveBookings} between 1 and 100`),
    check("clubs_match_share_refund_check", sql`${t.matchShareRefund} in ('refund', 'keep')`),
    check("clubs_match_reminder_check", sql`${t.matchReminderHours} between 0 and 168`),
    check("clubs_waitlist_offer_check", sql`${t.waitlistOfferMinutes} between 5 and 1440`),
  ],
);

/** The owning club of a club-owned row; the row goes with its club (DESIGN "Scale": every such table has it). */
export const clubIdColumn = () =>
  integer("club_id")
    .notNull()
    .references(() => clubs.id, { onDelete: "cascade" });

import { boolean, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { clubIdColumn } from "./clubs";
import { courts } from "./courts";

/**
 * Time of the club's bookings that hold their slot for good, per court, opening span (0 when none;
 * its price band is read through court_schedules), block or play, and UTC hour: what the statistics'
 * occupancy sums instead of cutting a year of bookings into hours on every call. Triggers on bookings
 * (migration 0014) keep it exact in the same statement as the change. Unpaid online holds (status p0 with
 * a hold_until) are left out: they hold only until then, so the statistics read them from the bookings.
 */
export const bookedMinuteHours = pgTable(
  "booked_minute_hours",
  {
    clubId: clubIdColumn(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    courtId: integer("court_id")
      .notNull()
      .references(() => courts.id, { onDelete: "cascade" }),
    scheduleKey: integer("schedule_key").notNull(),
    blocked: boolean("blocked").notNull(),
    // Seconds, exact (bookings start on whole minutes): the report rounds only its sums to minutes.
    seconds: integer("seconds").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.hour, t.courtId, t.scheduleKey, t.blocked] })],
);

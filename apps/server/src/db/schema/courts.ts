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
import { clubIdColumn } from "./clubs";

export const courts = pgTable(
  "courts",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    name: text("court_name").notNull(),
    indoor: boolean("indoor").notNull().default(false),
    surface: text("surface").notNull(),
    active: boolean("active").notNull().default(true),
    // The order of the columns in the grids.
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("courts_club_name_key").on(t.clubId, sql`lower(${t.name})`)],
);

/** The court a span or a price belongs to; they go with it. */
const courtIdColumn = () =>
  integer("court_id")
    .notNull()
    .references(() => courts.id, { onDelete: "cascade" });

/**
 * When a court can be booked: per ISO weekday (1 Monday … 7 Sunday), a span of the club's local day in
 * minutes (end 1440 is 24:00) cut into slots of `slot_minutes`, in one price band. Spans of one court and
 * weekday never overlap (an exclusion constraint in migration 0007).
 */
export const courtSchedules = pgTable(
  "court_schedules",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    courtId: courtIdColumn(),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    slotMinutes: integer("slot_minutes").notNull(),
    band: text("band").notNull(),
  },
  (t) => [
    check("court_schedules_weekday_check", sql`${t.weekday} between 1 and 7`),
    check(
      "court_schedules_span_check",
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
    check("court_schedules_slot_check", sql`${t.slotMinutes} in (10, 15, 30, 45, 60, 90, 120)`),
    check("court_schedules_band_check", sql`${t.band} in ('peak', 'off_peak')`),
    index("court_schedules_court_idx").on(t.courtId, t.weekday, t.startMinute),
  ],
);

/** What a booking of a court costs, per price band and duration, in whole pesos. */
export const courtPrices = pgTable(
  "court_prices",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    courtId: courtIdColumn(),
    band: text("band").notNull(),
    durationMinutes: integer("duration_int").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    check("court_prices_band_check", sql`${t.band} in ('peak', 'off_peak')`),
    check("court_prices_duration_check", sql`${t.durationMinutes} in (10, 15, 30, 45, 60, 90, 120)`),
    check("court_prices_price_check", sql`${t.price} >= 0`),
    uniqueIndex("court_prices_court_band_duration_key").on(t.courtId, t.band, t.durationMinutes),
  ],
);

import { randomBytes } from "node:crypto";
import type { Db } from "../src/db/client";
import { bookings, courtPrices, courtSchedules, courts } from "../src/db/schema";

export async function createCourt(
  db: Db,
  clubId: number,
  overrides: Partial<typeof courts.$inferInsert> = {},
) {
  const [court] = await db
    .insert(courts)
    .values({
      clubId,
      name: `Cancha ${randomBytes(3).toString("hex")}`,
      surface: "Césped sintético",
      ...overrides,
    })
    .returning();
  if (!court) throw new Error("court not created");
  return court;
}

/** A live booking of `court` from `startsAt` for `minutes`, straight into the table. */
export async function insertBooking(
  db: Db,
  court: { id: number; clubId: number },
  startsAt: Date,
  minutes: number,
  overrides: Partial<typeof bookings.$inferInsert> = {},
) {
  const [booking] = await db
    .insert(bookings)
    .values({
      clubId: court.clubId,
      courtId: court.id,
      slugToken: randomBytes(12).toString("base64url").slice(0, 16),
      channel: "reception",
      walkInName: "Cliente de prueba",
      price: 20000,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      ...overrides,
    })
    .returning();
  if (!booking) throw new Error("booking not created");
  return booking;
}

type Court = { id: number; clubId: number };

/** An opening span of `court` on an ISO weekday, in minutes of the club's day. */
export async function createSchedule(
  db: Db,
  court: Court,
  span: { weekday: number; startMinute: number; endMinute: number; slotMinutes?: number; band?: string },
) {
  const [row] = await db
    .insert(courtSchedules)
    .values({ clubId: court.clubId, courtId: court.id, slotMinutes: 30, band: "off_peak", ...span })
    .returning();
  if (!row) throw new Error("schedule not created");
  return row;
}

export async function createPrice(
  db: Db,
  court: Court,
  band: string,
  durationMinutes: number,
  price: number,
) {
  const [row] = await db
    .insert(courtPrices)
    .values({ clubId: court.clubId, courtId: court.id, band, durationMinutes, price })
    .returning();
  if (!row) throw new Error("price not created");
  return row;
}

export const OFF_PEAK_PRICES = { 60: 16000, 90: 22000 } as const;
export const PEAK_PRICES = { 60: 20000, 90: 28000 } as const;

/**
 * A court open every day from 08:00 to 23:00: off-peak in 30-minute slots until 18:00, peak in
 * 30-minute slots after; priced for 60 and 90 minutes in each band.
 */
export async function createBookableCourt(
  db: Db,
  clubId: number,
  overrides: Partial<typeof courts.$inferInsert> = {},
) {
  const court = await createCourt(db, clubId, overrides);
  for (let weekday = 1; weekday <= 7; weekday++) {
    await createSchedule(db, court, { weekday, startMinute: 8 * 60, endMinute: 18 * 60 });
    await createSchedule(db, court, { weekday, startMinute: 18 * 60, endMinute: 23 * 60, band: "peak" });
  }
  for (const [band, prices] of [
    ["off_peak", OFF_PEAK_PRICES],
    ["peak", PEAK_PRICES],
  ] as const) {
    for (const [minutes, price] of Object.entries(prices)) {
      await createPrice(db, court, band, Number(minutes), price);
    }
  }
  return court;
}

/** A clock tests can move: pass `now` to createTestApp. */
export function testClock(iso: string) {
  let current = new Date(iso);
  return {
    now: () => new Date(current),
    set(next: string) {
      current = new Date(next);
    },
  };
}

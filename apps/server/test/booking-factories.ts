import { randomBytes } from "node:crypto";
import type { Db } from "../src/db/client";
import { bookings, courts } from "../src/db/schema";

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

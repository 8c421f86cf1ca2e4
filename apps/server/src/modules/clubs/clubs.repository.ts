import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubs } from "../../db/schema";

const settingsColumns = {
  id: clubs.id,
  name: clubs.name,
  address: clubs.address,
  phone: clubs.phone,
  supportEmail: clubs.supportEmail,
  logoKey: clubs.logoKey,
  timeZone: clubs.timeZone,
  enabledServices: clubs.enabledServices,
  bookingWindowDays: clubs.bookingWindowDays,
  cancellationHours: clubs.cancellationHours,
  onlinePaymentPercentage: clubs.onlinePaymentPercentage,
  bookingHoldMinutes: clubs.bookingHoldMinutes,
  maxActiveBookings: clubs.maxActiveBookings,
  matchShareRefund: clubs.matchShareRefund,
  matchReminderHours: clubs.matchReminderHours,
  waitlistOfferMinutes: clubs.waitlistOfferMinutes,
};

export type ClubSettingsRow = {
  [K in keyof typeof settingsColumns]: (typeof clubs.$inferSelect)[K];
};
export type ClubSettingsChanges = Partial<Omit<ClubSettingsRow, "id">>;

/** The clubs with bookings (service 1), by name. */
export async function listBookableClubs(db: DbOrTx, bookingService: number) {
  return db
    .select({ id: clubs.id, name: clubs.name, address: clubs.address, logoKey: clubs.logoKey })
    .from(clubs)
    .where(sql`${bookingService} = any(${clubs.enabledServices})`)
    .orderBy(asc(clubs.name), asc(clubs.id));
}

export async function findClubSettings(db: DbOrTx, clubId: number): Promise<ClubSettingsRow | null> {
  const [row] = await db.select(settingsColumns).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row ?? null;
}

export async function updateClubSettings(
  db: DbOrTx,
  clubId: number,
  changes: ClubSettingsChanges,
): Promise<ClubSettingsRow | null> {
  const [row] = await db.update(clubs).set(changes).where(eq(clubs.id, clubId)).returning(settingsColumns);
  return row ?? null;
}

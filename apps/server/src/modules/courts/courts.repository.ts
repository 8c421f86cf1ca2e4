import { and, asc, eq, inArray, max } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { courtPrices, courtSchedules, courts } from "../../db/schema";
import type { CourtPrice, ScheduleSpan } from "./court-input";
import type { SchedulePlan } from "./schedule-plan";

const courtColumns = {
  id: courts.id,
  name: courts.name,
  indoor: courts.indoor,
  surface: courts.surface,
  active: courts.active,
  position: courts.position,
};
export type CourtRowBase = {
  id: number;
  name: string;
  indoor: boolean;
  surface: string;
  active: boolean;
  position: number;
};
export type StoredSpan = ScheduleSpan & { id: number; courtId: number };
export type CourtRow = CourtRowBase & { schedules: StoredSpan[]; prices: CourtPrice[] };

const spanColumns = {
  id: courtSchedules.id,
  courtId: courtSchedules.courtId,
  weekday: courtSchedules.weekday,
  startMinute: courtSchedules.startMinute,
  endMinute: courtSchedules.endMinute,
  slotMinutes: courtSchedules.slotMinutes,
  band: courtSchedules.band,
};

/** The club's courts in grid order, each with its spans (by weekday and time) and prices; 3 statements. */
export async function listClubCourts(db: DbOrTx, clubId: number, courtId?: number): Promise<CourtRow[]> {
  const only = <C extends typeof courts.id | typeof courtSchedules.courtId | typeof courtPrices.courtId>(
    c: C,
  ) => (courtId === undefined ? undefined : eq(c, courtId));
  // One after the other: inside a transaction (a court's edit reads it back) the three share one
  // connection, which runs one statement at a time anyway; node-postgres is dropping its queue for
  // statements sent while another runs.
  const rows = await db
    .select(courtColumns)
    .from(courts)
    .where(and(eq(courts.clubId, clubId), only(courts.id)))
    .orderBy(asc(courts.position), asc(courts.name), asc(courts.id));
  const spans = await db
    .select(spanColumns)
    .from(courtSchedules)
    .where(and(eq(courtSchedules.clubId, clubId), only(courtSchedules.courtId)))
    .orderBy(asc(courtSchedules.weekday), asc(courtSchedules.startMinute));
  const prices = await db
    .select({
      courtId: courtPrices.courtId,
      band: courtPrices.band,
      durationMinutes: courtPrices.durationMinutes,
      price: courtPrices.price,
    })
    .from(courtPrices)
    .where(and(eq(courtPrices.clubId, clubId), only(courtPrices.courtId)))
    .orderBy(asc(courtPrices.band), asc(courtPrices.durationMinutes));
  return rows.map((court) => ({
    ...court,
    schedules: spans.filter((s) => s.courtId === court.id) as StoredSpan[],
    prices: prices.filter((p) => p.courtId === court.id).map(({ courtId: _, ...p }) => p as CourtPrice),
  }));
}

/** Takes the court's row lock, so two edits of one court's hours run one after the other. */
export async function lockClubCourt(db: DbOrTx, clubId: number, courtId: number) {
  const [row] = await db
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.clubId, clubId), eq(courts.id, courtId)))
    .for("update");
  return row !== undefined;
}

export async function nextCourtPosition(db: DbOrTx, clubId: number) {
  const [row] = await db
    .select({ last: max(courts.position) })
    .from(courts)
    .where(eq(courts.clubId, clubId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertCourt(db: DbOrTx, values: Omit<typeof courts.$inferInsert, "id" | "createdAt">) {
  const [row] = await db.insert(courts).values(values).returning({ id: courts.id });
  if (!row) throw new Error("court not inserted");
  return row.id;
}

export async function updateCourtRow(
  db: DbOrTx,
  courtId: number,
  changes: Partial<Pick<typeof courts.$inferInsert, "name" | "indoor" | "surface" | "active" | "position">>,
) {
  if (Object.values(changes).every((v) => v === undefined)) return;
  await db.update(courts).set(changes).where(eq(courts.id, courtId));
}

/** Applies a plan of planScheduleChanges in its order: deletions, narrowing, widening, new spans. */
export async function applySchedulePlan(
  db: DbOrTx,
  court: { clubId: number; courtId: number },
  plan: SchedulePlan,
) {
  if (plan.deleteIds.length > 0) {
    await db
      .delete(courtSchedules)
      .where(and(eq(courtSchedules.courtId, court.courtId), inArray(courtSchedules.id, plan.deleteIds)));
  }
  for (const pass of [plan.narrow, plan.update]) {
    for (const { id, ...span } of pass) {
      await db
        .update(courtSchedules)
        .set(span)
        .where(and(eq(courtSchedules.id, id), eq(courtSchedules.courtId, court.courtId)));
    }
  }
  if (plan.insert.length > 0) {
    await db.insert(courtSchedules).values(plan.insert.map((span) => ({ ...court, ...span })));
  }
}

export async function replaceCourtPrices(
  db: DbOrTx,
  court: { clubId: number; courtId: number },
  prices: CourtPrice[],
) {
  await db.delete(courtPrices).where(eq(courtPrices.courtId, court.courtId));
  if (prices.length > 0) await db.insert(courtPrices).values(prices.map((p) => ({ ...court, ...p })));
}

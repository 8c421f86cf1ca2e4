import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubs, matchReminders } from "../../db/schema";

export async function reminderHoursOf(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db.select({ hours: clubs.matchReminderHours }).from(clubs).where(eq(clubs.id, clubId));
  return row?.hours ?? 0;
}

/** Notes the match's reminder as sent; false when it already was (the job ran twice). */
export async function markReminded(db: DbOrTx, q: { matchId: number; clubId: number }): Promise<boolean> {
  const rows = await db
    .insert(matchReminders)
    .values(q)
    .onConflictDoNothing()
    .returning({ matchId: matchReminders.matchId });
  return rows.length > 0;
}

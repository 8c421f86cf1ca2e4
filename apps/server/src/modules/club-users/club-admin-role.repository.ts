import { and, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubMemberships, clubs } from "../../db/schema";

const m = clubMemberships;

/**
 * Holds the club's row until the transaction ends: every change of the club's administrators takes it
 * first, so two of them run one after the other and the second sees what the first left.
 */
export async function lockClubForAdminChange(db: DbOrTx, clubId: number) {
  await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");
}

/** Whether the user administers a club other than this one. */
export async function administersAnotherClub(db: DbOrTx, q: { clubId: number; userId: number }) {
  const rows = await db
    .select({ clubId: m.clubId })
    .from(m)
    .where(and(eq(m.userId, q.userId), eq(m.role, "club_administrator"), ne(m.clubId, q.clubId)))
    .limit(1);
  return rows.length > 0;
}

export async function setMembershipRole(
  db: DbOrTx,
  q: { clubId: number; userId: number; role: "authenticated" | "club_administrator" },
) {
  await db
    .update(m)
    .set({ role: q.role })
    .where(and(eq(m.clubId, q.clubId), eq(m.userId, q.userId)));
}

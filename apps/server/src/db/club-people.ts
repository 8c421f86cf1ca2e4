import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "./client";
import { clubMemberships } from "./schema";

export type ClubPersonRole = "authenticated" | "club_administrator";

/**
 * The one rule of who a club may know: its people are the members of the club, the rows of
 * `club_memberships` for it, players (`authenticated`) and administrators alike. A player becomes one by
 * booking there (the booking joins them to the club in its own transaction, `joinClub`), so someone with
 * a booking at the club is its member; an administrator is one by their role. Nobody else: a player of
 * another club, another club's administrator or an account that never came is, to this club, an id that
 * does not exist. Everything that lets staff name, read or reach a person by id asks here (a staff
 * booking's `user_id`, a member's page, making one an administrator) and answers the same 404 as a missing
 * id.
 */
export const clubPersonWhere = (q: { clubId: number; userId: number }) =>
  and(eq(clubMemberships.clubId, q.clubId), eq(clubMemberships.userId, q.userId));

/** The club's person with their role there; null for anyone the club may not know, or no one. */
export async function findClubPerson(
  db: DbOrTx,
  q: { clubId: number; userId: number },
): Promise<{ userId: number; role: ClubPersonRole } | null> {
  const [row] = await db
    .select({ userId: clubMemberships.userId, role: clubMemberships.role })
    .from(clubMemberships)
    .where(clubPersonWhere(q))
    .limit(1);
  // The table's check constraint allows only these roles.
  return row ? { userId: row.userId, role: row.role as ClubPersonRole } : null;
}

import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubMemberships, clubs, users } from "../../db/schema";

export async function findClub(db: DbOrTx, clubId: number) {
  const rows = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      supportEmail: clubs.supportEmail,
      enabledServices: clubs.enabledServices,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return rows[0] ?? null;
}

export async function listClubAdminUsernames(db: DbOrTx, clubId: number): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(clubMemberships)
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.role, "club_administrator")))
    .orderBy(asc(users.username));
  return rows.map((r) => r.username);
}

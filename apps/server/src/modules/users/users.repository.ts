import type { RoleType } from "@club/contract";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubMemberships, users } from "../../db/schema";

export type SessionUserRow = {
  id: number;
  username: string;
  email: string;
  name: string;
  lastname: string;
  role: RoleType;
  /** The club the user administers; null for players. */
  clubId: number | null;
};

/** The user behind a token, with the role taken from their administrator membership, if any. */
export async function findSessionUser(db: DbOrTx, userId: number): Promise<SessionUserRow | null> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      clubId: clubMemberships.clubId,
    })
    .from(users)
    .leftJoin(
      clubMemberships,
      and(eq(clubMemberships.userId, users.id), eq(clubMemberships.role, "club_administrator")),
    )
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, role: row.clubId === null ? "authenticated" : "club_administrator" };
}

export async function findUserByIdentifier(db: DbOrTx, identifier: string) {
  const needle = identifier.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = ${needle} or lower(${users.email}) = ${needle}`)
    .limit(1);
  return rows[0] ?? null;
}

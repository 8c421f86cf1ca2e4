import { and, asc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubMemberships, users } from "../../db/schema";

export type PlayerRow = Pick<
  typeof users.$inferSelect,
  "id" | "name" | "lastname" | "username" | "email" | "rut" | "phone"
>;

/** The club's players meeting every condition, by name; at most `limit`. */
export async function findClubPlayers(
  db: DbOrTx,
  q: { clubId: number; matches: readonly SQL[]; limit: number },
): Promise<PlayerRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      username: users.username,
      email: users.email,
      rut: users.rut,
      phone: users.phone,
    })
    .from(clubMemberships)
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(and(eq(clubMemberships.clubId, q.clubId), eq(clubMemberships.role, "authenticated"), ...q.matches))
    .orderBy(asc(users.name), asc(users.lastname), asc(users.id))
    .limit(q.limit);
}

import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubMemberships, users } from "../../db/schema";

// Lower case without accents, as normalizeSearchText leaves what people type (á→a, ñ→n, ü→u).
const ACCENTED = "áàäâãéèëêíìïîóòöôõúùüûñç";
const PLAIN = "aaaaaeeeeiiiiooooouuuunc";

/**
 * What a player is found by, in one text: name, last name, username, e-mail, RUT (as stored and without
 * its dash) and phone (as typed and digits only), each lower case and without accents.
 */
const haystack = sql`translate(lower(concat_ws(' ',
  ${users.name}, ${users.lastname}, ${users.username}, ${users.email},
  ${users.rut}, replace(coalesce(${users.rut}, ''), '-', ''),
  ${users.phone}, regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g')
)), ${ACCENTED}, ${PLAIN})`;

export type PlayerRow = Pick<
  typeof users.$inferSelect,
  "id" | "name" | "lastname" | "username" | "email" | "rut" | "phone"
>;

/** The club's players whose text holds every pattern, by name; at most `limit`. */
export async function findClubPlayers(
  db: DbOrTx,
  q: { clubId: number; patterns: readonly string[]; limit: number },
): Promise<PlayerRow[]> {
  const matches: SQL[] = q.patterns.map((pattern) => sql`${haystack} like ${pattern}`);
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
    .where(and(eq(clubMemberships.clubId, q.clubId), eq(clubMemberships.role, "authenticated"), ...matches))
    .orderBy(asc(users.name), asc(users.lastname), asc(users.id))
    .limit(q.limit);
}

import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { clubMemberships, users } from "../../db/schema";
import type { SessionUserRow } from "../../http/session-users";

const sessionUserQuery = (db: DbOrTx, name: string) =>
  db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      clubId: clubMemberships.clubId,
      sessionsValidAfter: users.sessionsValidAfter,
    })
    .from(users)
    .leftJoin(
      clubMemberships,
      and(eq(clubMemberships.userId, users.id), eq(clubMemberships.role, "club_administrator")),
    )
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare(name);

/** The user behind a token, with the role taken from their administrator membership, if any. */
export async function findSessionUser(db: DbOrTx, userId: number): Promise<SessionUserRow | null> {
  // Every authenticated call runs this, so it is prepared once.
  const query = preparedOnce(db, "find_session_user", (name) => sessionUserQuery(db, name));
  const row = (await query.execute({ userId }))[0];
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

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export type IdentityField = "username" | "email" | "rut";

/** Which of username, e-mail (both case-insensitive) and RUT already belong to an account. */
export async function findIdentityConflicts(
  db: DbOrTx,
  identity: { username: string; email: string; rut: string },
): Promise<IdentityField[]> {
  const username = identity.username.toLowerCase();
  const email = identity.email.toLowerCase();
  const rows = await db
    .select({ username: users.username, email: users.email, rut: users.rut })
    .from(users)
    .where(
      sql`lower(${users.username}) = ${username} or lower(${users.email}) = ${email} or ${users.rut} = ${identity.rut}`,
    );
  const taken = new Set<IdentityField>();
  for (const row of rows) {
    if (row.username.toLowerCase() === username) taken.add("username");
    if (row.email.toLowerCase() === email) taken.add("email");
    if (row.rut === identity.rut) taken.add("rut");
  }
  return (["username", "email", "rut"] as const).filter((field) => taken.has(field));
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error("user not inserted");
  return row;
}

export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  // A new password ends every session opened with the old one.
  await db.update(users).set({ passwordHash, sessionsValidAfter: sql`now()` }).where(eq(users.id, userId));
}

/** Whether the account's address is confirmed (every account but a self sign-up that has not opened its link). */
export async function isEmailConfirmed(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ confirmed: sql<boolean>`${users.emailConfirmedAt} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.confirmed ?? false;
}

/** Whether the user belongs to the club (as a player or its staff). */
export async function isMemberOf(db: DbOrTx, clubId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId)));
  return row !== undefined;
}

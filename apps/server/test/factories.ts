import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { getTableColumns, sql, type Table } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { cashRegisters, clubMemberships, clubs, notifications, users } from "../src/db/schema";
import type { TokenService } from "../src/http/tokens";

const unique = () => randomBytes(4).toString("hex");
export const TEST_PASSWORD = "clave-de-prueba-123";
let passwordHash: Promise<string> | undefined;
// One hash per test file keeps factories fast; each user still gets a real argon2id hash.
const testPasswordHash = () => {
  passwordHash ??= hash(TEST_PASSWORD);
  return passwordHash;
};

export async function createClub(db: Db, overrides: Partial<typeof clubs.$inferInsert> = {}) {
  const suffix = unique();
  const club = await insertGiven(db, clubs, {
    name: `Club ${suffix}`,
    slug: `club-${suffix}`,
    enabledServices: [1, 2, 3],
    supportEmail: "soporte@clubpadel.cl",
    ...overrides,
  });
  if (!club) throw new Error("club not created");
  return club;
}

/**
 * Inserts a user naming only the columns given, and reads back whatever columns the table has: the
 * migration tests build databases of an older schema, where the query builder's insert (which names every
 * column of today's table) would fail.
 */
/**
 * Inserts a row naming only the columns given (Drizzle's insert names every column of today's schema): the
 * migration tests build databases of older schemas, which lack the newer columns.
 */
async function insertGiven<T extends Table>(
  db: Db,
  table: T,
  values: T["$inferInsert"],
): Promise<T["$inferSelect"] | undefined> {
  const columns = getTableColumns(table);
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  const names = given.map(([key]) => sql.identifier(columns[key]?.name ?? key));
  const { rows } = (await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) values (${sql.join(
      given.map(([key, value]) => sql.param(value, columns[key])),
      sql`, `,
    )}) returning *`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const [row] = rows;
  if (!row) return undefined;
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => {
      const value = row[column.name] ?? null;
      return [key, value === null ? null : column.mapFromDriverValue(value)];
    }),
  ) as T["$inferSelect"];
}

export async function createUser(
  db: Db,
  opts: { clubId?: number; role?: "club_administrator" | "authenticated" } & Partial<
    typeof users.$inferInsert
  > = {},
) {
  const { clubId, role, ...overrides } = opts;
  const suffix = unique();
  const user = await insertGiven(db, users, {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.cl`,
    name: "Nombre",
    lastname: "Apellido",
    passwordHash: await testPasswordHash(),
    ...overrides,
  });
  if (!user) throw new Error("user not created");
  if (clubId !== undefined) {
    await db.insert(clubMemberships).values({ clubId, userId: user.id, role: role ?? "authenticated" });
  }
  return user;
}

/** Makes an existing user a player of the club, as their first booking there would. */
export async function addMember(db: Db, clubId: number, userId: number) {
  await db.insert(clubMemberships).values({ clubId, userId, role: "authenticated" });
}

/** A club with one administrator and a token for them. */
export async function createAdmin(db: Db, tokens: TokenService, clubId?: number) {
  const club = clubId === undefined ? await createClub(db) : { id: clubId };
  const user = await createUser(db, { clubId: club.id, role: "club_administrator" });
  return { clubId: club.id, user, token: await tokens.sign(user.id) };
}

export async function createPlayer(db: Db, tokens: TokenService) {
  const user = await createUser(db);
  return { user, token: await tokens.sign(user.id) };
}

export async function createCashRegister(db: Db, clubId: number, name = `Caja ${unique()}`) {
  const [register] = await db.insert(cashRegisters).values({ clubId, name }).returning();
  if (!register) throw new Error("register not created");
  return register;
}

export async function createNotification(
  db: Db,
  values: { clubId: number; userId: number } & Partial<typeof notifications.$inferInsert>,
) {
  const [row] = await db
    .insert(notifications)
    .values({ type: "welcome", title: "Bienvenido", message: "Hola", link: "/admin_dashboard", ...values })
    .returning();
  if (!row) throw new Error("notification not created");
  return row;
}

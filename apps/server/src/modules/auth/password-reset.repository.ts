import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { passwordResetCodes, users } from "../../db/schema";

const CODE_TTL = sql`now() + interval '1 hour'`;

export async function insertResetCode(db: DbOrTx, userId: number, codeHash: string) {
  // Expiry and its check both use the database clock, so app instances with skewed clocks agree.
  await db.insert(passwordResetCodes).values({ userId, codeHash, expiresAt: CODE_TTL });
}

const usable = (codeHash: string) =>
  and(
    eq(passwordResetCodes.codeHash, codeHash),
    isNull(passwordResetCodes.usedAt),
    gt(passwordResetCodes.expiresAt, sql`now()`),
  );

/** The account a usable code belongs to, with what the password policy checks a new password against. */
export async function findUsableResetCode(db: DbOrTx, codeHash: string) {
  const rows = await db
    .select({
      userId: passwordResetCodes.userId,
      owner: {
        name: users.name,
        lastname: users.lastname,
        username: users.username,
        email: users.email,
        rut: users.rut,
      },
    })
    .from(passwordResetCodes)
    .innerJoin(users, eq(users.id, passwordResetCodes.userId))
    .where(usable(codeHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the code used only if it still is usable, in one statement: of two concurrent uses of one code,
 * the second waits on the row lock, re-reads used_at and gets no row.
 */
export async function consumeResetCode(db: DbOrTx, codeHash: string): Promise<number | null> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(usable(codeHash))
    .returning({ userId: passwordResetCodes.userId });
  return rows[0]?.userId ?? null;
}

export async function invalidateResetCodes(db: DbOrTx, userId: number) {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

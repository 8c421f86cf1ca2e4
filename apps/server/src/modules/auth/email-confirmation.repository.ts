import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { emailConfirmationCodes, users } from "../../db/schema";

// A day: the mail may be read the next morning; a new code can be asked for after that.
const CODE_TTL = sql`now() + interval '24 hours'`;

export async function insertConfirmationCode(db: DbOrTx, userId: number, codeHash: string) {
  // Expiry and its check both use the database clock, so app instances with skewed clocks agree.
  await db.insert(emailConfirmationCodes).values({ userId, codeHash, expiresAt: CODE_TTL });
}

export type CodeState = "usable" | "used" | "expired";

/** What a code is, or null for a code never issued. */
export async function confirmationCodeState(db: DbOrTx, codeHash: string): Promise<CodeState | null> {
  const [row] = await db
    .select({
      used: sql<boolean>`${emailConfirmationCodes.usedAt} is not null`,
      expired: sql<boolean>`${emailConfirmationCodes.expiresAt} <= now()`,
    })
    .from(emailConfirmationCodes)
    .where(eq(emailConfirmationCodes.codeHash, codeHash));
  if (!row) return null;
  return row.used ? "used" : row.expired ? "expired" : "usable";
}

/**
 * Uses the code and confirms its account, only while the code is usable: of two uses of one code, the
 * second waits on the row lock, re-reads used_at and gets no row. Every other code of the account ends.
 */
export async function consumeConfirmationCode(db: DbOrTx, codeHash: string): Promise<number | null> {
  const [row] = await db
    .update(emailConfirmationCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailConfirmationCodes.codeHash, codeHash),
        isNull(emailConfirmationCodes.usedAt),
        gt(emailConfirmationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailConfirmationCodes.userId });
  if (!row) return null;
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, row.userId));
  await db
    .update(emailConfirmationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailConfirmationCodes.userId, row.userId), isNull(emailConfirmationCodes.usedAt)));
  return row.userId;
}

/** The address to confirm and its owner's name, while it is not confirmed yet. */
export async function unconfirmedAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
  return row ?? null;
}

import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { loginThrottles } from "../../db/schema";

/** Attempts admitted at once after a success, or after this long without any. */
export const FREE_LOGIN_ATTEMPTS = 5;
const FORGET_AFTER = sql`interval '15 minutes'`;
/** The longest wait between two attempts: all an attacker can hold the owner back once they stop. */
export const MAX_LOGIN_DELAY_SECONDS = 60;

/**
 * Admits one sign-in attempt on `key`, or refuses it while the key must still wait. An admitted attempt
 * counts before its password is checked (a success clears it), so a burst of parallel guesses cannot all
 * slip in before the first failure is written. After the free attempts each one doubles the wait for the
 * next: 2, 4, 8… seconds, up to the cap. One statement, so every instance and request sees one count.
 */
export async function admitLoginAttempt(db: DbOrTx, key: string): Promise<boolean> {
  const t = loginThrottles;
  const attempts = sql`case when ${t.lastAttemptAt} < now() - ${FORGET_AFTER} then 1 else ${t.attempts} + 1 end`;
  const waitSeconds = sql`case when ${attempts} < ${FREE_LOGIN_ATTEMPTS} then 0
    else least(${MAX_LOGIN_DELAY_SECONDS}, power(2, ${attempts} - ${FREE_LOGIN_ATTEMPTS} + 1)) end`;
  const rows = await db
    .insert(t)
    .values({ key, attempts: 1, lastAttemptAt: sql`now()`, nextAttemptAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: sql`now() + make_interval(secs => ${waitSeconds})`,
      },
      setWhere: sql`${t.nextAttemptAt} <= now()`,
    })
    .returning({ attempts: t.attempts });
  return rows.length > 0;
}

/** A right password ends the count for its account. */
export async function clearLoginAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}

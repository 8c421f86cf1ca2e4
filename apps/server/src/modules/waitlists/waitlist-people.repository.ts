import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

/** Where a player's e-mail goes, and the name it greets. */
export async function mailAddressOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A player's category as they set it (null: none). */
export async function categoryOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ category: users.category }).from(users).where(eq(users.id, userId));
  return row?.category ?? null;
}

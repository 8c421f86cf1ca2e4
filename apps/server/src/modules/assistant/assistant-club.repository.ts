import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubs } from "../../db/schema";

/** The club the assistant answers for: its name (said in questions) and its time zone (its calendar). */
export async function assistantClub(db: DbOrTx, clubId: number) {
  const [club] = await db
    .select({ name: clubs.name, timeZone: clubs.timeZone })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return club ?? { name: "", timeZone: "America/Santiago" };
}

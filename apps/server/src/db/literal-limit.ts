import { sql } from "drizzle-orm";

/**
 * A fixed LIMIT (or OFFSET) written into the statement's text; `.limit(1)` alone travels as a parameter. In a
 * prepared statement, PostgreSQL costs its generic plan as if `limit $n` kept a tenth of the rows, finds
 * it dearer than a plan for the actual values, and so plans the statement again on every execution. With
 * the number in the text the generic plan costs what it is, and PostgreSQL keeps it.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`invalid literal limit: ${rows}`);
  // Drizzle types limit() as number | Placeholder but renders any SQL chunk it is given.
  return sql.raw(String(rows)) as unknown as number;
}

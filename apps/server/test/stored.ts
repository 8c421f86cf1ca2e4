import { sql } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";

/**
 * What the database holds, read or arranged in plain SQL. A test checks stored rows with SQL of its own,
 * not with the query builder of the code it tests, and only the harness (this folder) reaches Drizzle:
 *
 *   const [item] = await stored<{ quantity: string }>(db)`select quantity::text from items where id = ${id}`;
 *
 * Values are sent as parameters. Cast in the SQL what must read the same on both engines (bigint and
 * numeric come back as text on node-postgres).
 */
export const stored =
  <Row = Record<string, unknown>>(db: DbOrTx) =>
  async (text: TemplateStringsArray, ...values: unknown[]): Promise<Row[]> =>
    ((await db.execute(sql(text, ...values))) as unknown as { rows: Row[] }).rows;

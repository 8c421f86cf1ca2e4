import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * `column = any($placeholder)`: membership in a list given as one array parameter, so that a prepared
 * statement has the same shape for any number of values (an empty list matches nothing).
 */
export const anyOf = (column: Column, placeholder: string): SQL =>
  sql`${column} = any(${sql.placeholder(placeholder)})`;

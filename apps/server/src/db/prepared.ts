import type { DbOrTx } from "./client";

const byDatabase = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A prepared statement built once per database and reused: neither Drizzle nor PostgreSQL builds and
 * plans it again per call. `name` identifies it (also to PostgreSQL); `build` must prepare it under
 * that name and give the same statement for the same name.
 */
export function preparedOnce<Q>(db: DbOrTx, name: string, build: (name: string) => Q): Q {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  if (!statements.has(name)) statements.set(name, build(name));
  return statements.get(name) as Q;
}

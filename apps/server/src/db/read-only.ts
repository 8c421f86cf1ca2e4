import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "./client";

/**
 * Runs `read` in a read-only transaction: the database itself refuses any write (25006), whatever the
 * code inside tries. On PostgreSQL a statement running past `timeoutMs` is cancelled; PGlite runs in this
 * process and cannot cancel one. One short transaction per call: on PGlite, with its one connection,
 * every other request waits while it is open.
 */
export function readOnly<T>(db: Db, read: (tx: DbOrTx) => Promise<T>, timeoutMs = 5_000): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
      return read(tx);
    },
    { accessMode: "read only" },
  );
}

/** The code PostgreSQL gives a write tried in a read-only transaction. */
export const READ_ONLY_SQL_TRANSACTION = "25006";

import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a service decides where the transaction starts. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
};

/** PostgreSQL server when a URL is given, otherwise PGlite in `dataDir` (in memory when dataDir is undefined). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on("error", (error) => opts.onIdleError?.(error));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: "postgres",
      migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // PGlite creates only the last folder of its path: a fresh DATA_DIR must exist first.
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // Extensions the migrations create must be bundled into PGlite; a PostgreSQL server ships them.
  const client = new PGlite({ dataDir: opts.dataDir, extensions: { btree_gin, btree_gist, pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** The PostgreSQL error behind a Drizzle error (both drivers put `code` and `constraint` on it). */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === "string" ? e.constraint : undefined };
    }
    current = e.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
/** An exclusion constraint refused the row (two bookings of one court at once). */
export const EXCLUSION_VIOLATION = "23P01";

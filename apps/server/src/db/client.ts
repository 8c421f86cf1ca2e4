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
  /** Calls `onPayload` with each NOTIFY on `channel`, from any connection; answers how to stop. */
  listen: ListenFn;
  close(): Promise<void>;
};

/**
 * LISTEN on `channel`; answers how to stop. `onHearing` is told when notifications stop coming (the
 * connection was lost: false) and when they come again (listening anew: true); PGlite never loses it.
 */
export type ListenFn = (
  channel: string,
  onPayload: (payload: string) => void,
  onHearing?: (hearing: boolean) => void,
) => Promise<() => Promise<void>>;

const BYTEA_OID = 17;
/**
 * bytea goes to PGlite as the bytes themselves (its protocol sends a Uint8Array parameter in binary) and
 * comes back as hex text read by Node's native codec. PGlite's own converters go byte by byte in
 * JavaScript on the event loop's thread: a 4.6 MB photo took 1.5 to 5 s to write and 2 s to read, while
 * the club's single embedded connection served no one else.
 */
const byteaAsIs = ((value: Uint8Array | string) => value) as (value: unknown) => string;
const byteaFromHex = (text: string) => Buffer.from(text.slice(2), "hex");

/** Extensions the migrations create must be bundled into PGlite; a PostgreSQL server ships them. */
export const PGLITE_EXTENSIONS = { btree_gin, btree_gist, pg_trgm };

/** PostgreSQL server when a URL is given, otherwise PGlite in `dataDir` (in memory when dataDir is undefined). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
  /** PGlite only: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool replaces it on the next query.
    pool.on("error", (error) => opts.onIdleError?.(error));
    const db = drizzleNodePg({ client: pool, schema });
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: "postgres",
      migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
      async listen(channel, onPayload, onHearing) {
        const stop = await listenOnPostgres(opts.url as string, channel, onPayload, {
          onError: opts.onIdleError,
          onHearing,
        });
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  // PGlite creates only the last folder of its path: a fresh DATA_DIR must exist first.
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    serializers: { [BYTEA_OID]: byteaAsIs },
    parsers: { [BYTEA_OID]: byteaFromHex },
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => (client.closed ? Promise.resolve() : stop());
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost connection
 * is opened again after a pause, so notifications resume after a database restart.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  { onError, onHearing }: { onError?: (error: Error) => void; onHearing?: (hearing: boolean) => void },
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    // Keep-alive: a connection silently cut (a NAT, a failover) errors out and is opened again instead of
    // leaving the instance deaf.
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", (error) => {
      onError?.(error);
      reconnect();
    });
    next.on("end", reconnect);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    onHearing?.(true);
  };
  function reconnect() {
    if (stopped || retry) return;
    onHearing?.(false);
    const lost = client;
    client = null;
    lost?.removeAllListeners("end");
    lost?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        onError?.(error);
        reconnect();
      });
    }, 1000);
  }
  try {
    await connect();
  } catch (error) {
    // The caller sees the failure; no retry is left running behind it.
    stopped = true;
    clearTimeout(retry);
    const failed = client as pg.Client | null;
    failed?.removeAllListeners("end");
    failed?.end().catch(() => {});
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    current?.removeAllListeners("end");
    await current?.end().catch(() => {});
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
/** A parameter the database refused, such as a time zone it does not know. */
export const INVALID_PARAMETER_VALUE = "22023";
/** An exclusion constraint refused the row (two bookings of one court at once). */
export const EXCLUSION_VIOLATION = "23P01";

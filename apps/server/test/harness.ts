import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import type { AppConfig } from "../src/config";
import type { AppContext } from "../src/context";
import { type Database, openDatabase } from "../src/db/client";
import type { LogStream } from "../src/http/logger";
import type { Mailer } from "../src/mail/mailer";
import { migrationsFolder } from "./migrations-folder";
import type { PreparedDatabases } from "./prepared-databases";
import { createDatabase, dropDatabase } from "./server-databases";

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  env: "test",
  port: 0,
  host: "127.0.0.1",
  dataDir: "/nonexistent",
  databaseUrl: undefined,
  jwtSecret: randomBytes(32).toString("hex"),
  publicUrl: "http://localhost:3000",
  smtpUrl: undefined,
  mailFrom: "Club Padel <no-responder@clubpadel.cl>",
  supportEmail: "soporte@clubpadel.cl",
  seedDemo: false,
  demoPassword: undefined,
  logLevel: "silent",
  loginRateLimit: 1000,
  registerRateLimit: 5,
  trustProxy: 0,
  requestTimeoutMs: 20_000,
  headersTimeoutMs: 10_000,
  jobLeaseMs: 600_000,
  apiDocs: true,
  webpay: null,
  llm: null,
  ...overrides,
});

/** Whether this run targets a PostgreSQL server (TEST_DATABASE_URL) instead of in-memory PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** What global-setup.ts migrated for this Vitest run; nothing for a bench, whose database migrates itself. */
const prepared = (key: keyof PreparedDatabases) => (process.env.VITEST ? inject(key) : null);

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database created on
 * the server named by TEST_DATABASE_URL (dropped again by close()). Under Vitest both are copies of what
 * global-setup.ts migrated once for the run, unless `folder` holds other migrations (migrationsBefore):
 * then they run on an empty database.
 */
export async function openTestDatabase(folder = migrationsFolder): Promise<Database> {
  const copied = folder === migrationsFolder;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = copied ? prepared("pgliteSnapshot") : null;
    if (snapshot) return openDatabase({ loadDataDir: new Blob([readFileSync(snapshot)]) });
    const database = await openDatabase({});
    await database.migrate(folder);
    return database;
  }
  const template = copied ? prepared("postgresTemplate") : null;
  const name = `club_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const url = await createDatabase(serverUrl, name, template ?? undefined);
  // Connections ended by the drop below are expected; they must not fail the test file.
  const database = await openDatabase({ url, poolSize: 30, onIdleError: () => {} });
  if (!template) await database.migrate(folder);
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

export type TestApp = { app: FastifyInstance; ctx: AppContext; database: Database; close(): Promise<void> };

export async function createTestApp(
  opts: {
    config?: Partial<AppConfig>;
    mailer?: Mailer;
    logStream?: LogStream;
    webDist?: string;
    now?: () => Date;
    /** Migrations other than the landed ones (see openTestDatabase). */
    migrationsFolder?: string;
  } = {},
): Promise<TestApp> {
  const { config, migrationsFolder: folder, ...rest } = opts;
  const database = await openTestDatabase(folder);
  const { app, ctx } = await buildApp({
    config: testConfig(config),
    db: database.db,
    listen: database.listen,
    ...rest,
  });
  await app.ready();
  return {
    app,
    ctx,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type ListeningTestApp = TestApp & {
  /** A JSON request over real HTTP, with the token as bearer; answers the status and the parsed body. */
  send(
    method: string,
    path: string,
    token: string,
    body: unknown,
  ): Promise<{ status: number; body: unknown }>;
};

/**
 * A test app listening on a real port, for race tests: requests sent at once run at once, on separate
 * pool connections when on PostgreSQL (inject() would run them one after another).
 */
export async function createListeningTestApp(
  opts: Parameters<typeof createTestApp>[0] = {},
): Promise<ListeningTestApp> {
  const t = await createTestApp(opts);
  const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  return {
    ...t,
    async send(method, path, token, body) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
  };
}

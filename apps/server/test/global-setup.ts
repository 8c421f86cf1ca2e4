import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { openDatabase, PGLITE_EXTENSIONS } from "../src/db/client";
import { migrationsFolder } from "./migrations-folder";
import type { PreparedDatabases } from "./prepared-databases";
import { createDatabase, dropDatabase } from "./server-databases";

/**
 * Migrates once per run instead of once per test file: each file then starts from a copy (PGlite loads a
 * dump of a migrated data directory; PostgreSQL creates its database from a migrated template). The
 * migrations themselves are still what every file's database is made of.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    await client.close();
    const folder = mkdtempSync(path.join(tmpdir(), "club-test-"));
    const file = path.join(folder, "migrated.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    provide(project, { pgliteSnapshot: file, postgresTemplate: null });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const name = `club_test_template_${randomBytes(4).toString("hex")}`;
  const database = await openDatabase({ url: await createDatabase(serverUrl, name), poolSize: 1 });
  await database.migrate(migrationsFolder);
  await database.close();
  provide(project, { pgliteSnapshot: null, postgresTemplate: name });
  return () => dropDatabase(serverUrl, name);
}

function provide(project: TestProject, prepared: PreparedDatabases) {
  project.provide("pgliteSnapshot", prepared.pgliteSnapshot);
  project.provide("postgresTemplate", prepared.postgresTemplate);
}

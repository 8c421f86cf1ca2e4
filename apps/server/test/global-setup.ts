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
import { onServer } from "./on-server";
import type { PreparedDatabases } from "./prepared-databases";

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
  await onServer(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  await database.migrate(migrationsFolder);
  await database.close();
  provide(project, { pgliteSnapshot: null, postgresTemplate: name });
  return () => onServer(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}

function provide(project: TestProject, prepared: PreparedDatabases) {
  project.provide("pgliteSnapshot", prepared.pgliteSnapshot);
  project.provide("postgresTemplate", prepared.postgresTemplate);
}

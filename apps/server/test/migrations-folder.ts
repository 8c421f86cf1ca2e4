import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";

/** The landed migrations, as drizzle-kit writes them. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../drizzle");

/** Runs one landed migration again, as written, e.g. to watch what it does to rows stored before it. */
export const runMigration = (db: DbOrTx, file: string) =>
  db.execute(sql.raw(readFileSync(path.join(migrationsFolder, file), "utf8")));

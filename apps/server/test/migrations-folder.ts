import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";

/** The landed migrations, as drizzle-kit writes them. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../drizzle");

/** The text of one landed migration, e.g. to take its backfill statement. */
export const migrationText = (file: string) => readFileSync(path.join(migrationsFolder, file), "utf8");

/** Runs SQL text as it is, several statements at once: a migration or a part of one. */
export const runStatements = (db: DbOrTx, text: string) => db.execute(sql.raw(text));

/** Runs one landed migration again, as written, e.g. to watch what it does to rows stored before it. */
export const runMigration = (db: DbOrTx, file: string) => runStatements(db, migrationText(file));

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";

/** The landed migrations, as drizzle-kit writes them. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../drizzle");

/**
 * The landed migrations up to, not including, the one numbered `number` ("0023"), in a folder of their own
 * (removed by remove()): a database they migrate is one of before it, which the full folder then brings
 * up to date, running that migration on its rows.
 */
export function migrationsBefore(number: string) {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), "club-migrations-")), "drizzle");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < number);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(path.dirname(folder), { recursive: true, force: true }) };
}

/** The text of one landed migration, e.g. to take its backfill statement. */
export const migrationText = (file: string) => readFileSync(path.join(migrationsFolder, file), "utf8");

/** The last statement of a landed migration: the backfill that filled what it added from the rows before. */
export const backfillOf = (file: string) =>
  migrationText(file).split("--> statement-breakpoint").at(-1) ?? "";

/** Runs SQL text as it is, several statements at once: a migration or a part of one. */
export const runStatements = (db: DbOrTx, text: string) => db.execute(sql.raw(text));

/** Runs one landed migration again, as written, e.g. to watch what it does to rows stored before it. */
export const runMigration = (db: DbOrTx, file: string) => runStatements(db, migrationText(file));

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const SERVER = path.join(import.meta.dirname, "..");
const SCRIPT = path.join(SERVER, "..", "..", "scripts", "check-migrations.mjs");

let root: string;

/** The check (or `record`) run on a copy of the server's migrations and manifest. */
function run(mode?: string) {
  const result = spawnSync(process.execPath, [SCRIPT, ...(mode ? [mode] : [])], {
    env: { ...process.env, MIGRATIONS_ROOT: root },
    encoding: "utf8",
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], { cwd: root, stdio: "ignore" });

function addMigration(tag: string) {
  writeFileSync(path.join(root, "drizzle", `${tag}.sql`), 'ALTER TABLE "items" ADD COLUMN "x" integer;\n');
  writeFileSync(path.join(root, "drizzle", "meta", `${tag.slice(0, 4)}_snapshot.json`), "{}\n");
  const journalFile = path.join(root, "drizzle", "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  journal.entries.push({ idx: journal.entries.length, version: "7", when: 1, tag, breakpoints: true });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(path.join(SERVER, "drizzle"), path.join(root, "drizzle"), { recursive: true });
  cpSync(path.join(SERVER, "migrations.sha256"), path.join(root, "migrations.sha256"));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("landed migrations", () => {
  it("are recorded in the manifest exactly as they are in the repository", () => {
    expect(run()).toMatchObject({ status: 0 });
  });

  it("fail the check when one is edited, and record refuses to paper over it", () => {
    appendFileSync(path.join(root, "drizzle", "0000_init.sql"), "-- un retoque\n");
    const checked = run();
    expect(checked.status).toBe(1);
    expect(checked.out).toContain("drizzle/0000_init.sql cambió después de aplicarse");
    expect(run("record").status).toBe(1);
  });

  it("fail the check when one is deleted or taken out of the journal", () => {
    rmSync(path.join(root, "drizzle", "meta", "0002_snapshot.json"));
    const journalFile = path.join(root, "drizzle", "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8"));
    journal.entries.splice(1, 1);
    writeFileSync(journalFile, JSON.stringify(journal));
    const checked = run();
    expect(checked.status).toBe(1);
    expect(checked.out).toContain("drizzle/meta/0002_snapshot.json ya se aplicó y no está");
    expect(checked.out).toContain("ya no tiene 0001_extensions en el lugar 1");
  });

  it("take a new migration as it comes, and protect it once recorded", () => {
    addMigration("0099_new_column");
    expect(run()).toMatchObject({ status: 0, out: expect.stringContaining("nuevas sin registrar") });
    const before = readFileSync(path.join(root, "migrations.sha256"), "utf8");
    expect(run("record")).toMatchObject({ status: 0 });
    const after = readFileSync(path.join(root, "migrations.sha256"), "utf8");
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length).trim().split("\n")).toHaveLength(2);
    appendFileSync(path.join(root, "drizzle", "0099_new_column.sql"), "-- otro retoque\n");
    expect(run().status).toBe(1);
  });

  it("fail the check when a commit edited a recorded one, even if a later commit put it back", () => {
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "manifest");
    const file = path.join(root, "drizzle", "0001_extensions.sql");
    const original = readFileSync(file);
    appendFileSync(file, "-- editada\n");
    git("commit", "-qam", "edit");
    writeFileSync(file, original);
    git("commit", "-qam", "put back");
    const checked = run();
    expect(checked.status).toBe(1);
    expect(checked.out).toMatch(/el commit [0-9a-f]{12} cambió drizzle\/0001_extensions.sql/);
  });
});

// A migration that has landed is never edited again: databases that ran it would not run it again, so an
// edit splits the schema of old and new installations. Landed = recorded in apps/server/migrations.sha256
// (sha256sum format, one line per SQL file and drizzle snapshot, append-only).
//
//   node scripts/check-migrations.mjs          check (npm run lint): fails when a recorded file changed
//                                              or is gone, when the journal no longer starts with the
//                                              recorded migrations, or when a commit since the manifest
//                                              began modified a file recorded before it
//   node scripts/check-migrations.mjs record   records the migrations that are not yet in the manifest
//                                              (npm run db:generate -w @club/server runs it)
//
// A new migration not yet recorded passes the check with a notice, as long as it comes after every
// recorded one: recording it is what makes it landed.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// MIGRATIONS_ROOT points the check at a copy (its own test).
const SERVER = process.env.MIGRATIONS_ROOT ?? path.join(import.meta.dirname, "..", "apps", "server");
const MANIFEST = "migrations.sha256";
const MIGRATIONS = "drizzle";

const sha256 = (file) =>
  createHash("sha256")
    .update(readFileSync(path.join(SERVER, file)))
    .digest("hex");

/** The files a migration is made of, in order: its SQL and drizzle-kit's snapshot of the schema after it. */
function migrationFiles() {
  const sql = readdirSync(path.join(SERVER, MIGRATIONS))
    .filter((name) => /^\d{4}_.+\.sql$/.test(name))
    .sort();
  return sql.flatMap((name) => {
    const snapshot = `${MIGRATIONS}/meta/${name.slice(0, 4)}_snapshot.json`;
    return [`${MIGRATIONS}/${name}`, ...(existsSync(path.join(SERVER, snapshot)) ? [snapshot] : [])];
  });
}

/** file → sha256, in the manifest's order. */
function parseManifest(text) {
  const recorded = new Map();
  for (const line of text.split("\n").filter(Boolean)) {
    const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (!match) throw new Error(`${MANIFEST}: línea ilegible: ${line}`);
    recorded.set(match[2], match[1]);
  }
  return recorded;
}

const readManifest = () =>
  existsSync(path.join(SERVER, MANIFEST))
    ? parseManifest(readFileSync(path.join(SERVER, MANIFEST), "utf8"))
    : new Map();

const tagOf = (file) => path.basename(file).replace(/\.sql$/, "");

function contentProblems(recorded) {
  const problems = [];
  for (const [file, hash] of recorded) {
    if (!existsSync(path.join(SERVER, file))) problems.push(`${file} ya se aplicó y no está: no se borra`);
    else if (sha256(file) !== hash) {
      problems.push(`${file} cambió después de aplicarse: deshaz el cambio y escribe una migración nueva`);
    }
  }
  const journal = JSON.parse(readFileSync(path.join(SERVER, MIGRATIONS, "meta", "_journal.json"), "utf8"));
  const landedTags = [...recorded.keys()].filter((file) => file.endsWith(".sql")).map(tagOf);
  landedTags.forEach((tag, idx) => {
    if (journal.entries[idx]?.tag !== tag) {
      problems.push(
        `meta/_journal.json ya no tiene ${tag} en el lugar ${idx}: las migraciones aplicadas no se mueven`,
      );
    }
  });
  return problems;
}

function git(args) {
  return execFileSync("git", args, { cwd: SERVER, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
}

/**
 * Commits since the manifest began that modified or deleted a migration file already recorded before
 * them, even if a later commit put it back. Skipped where the history is not there (a shallow clone).
 */
function historyProblems() {
  let commits;
  try {
    const first = git(["log", "--diff-filter=A", "--format=%H", "--", MANIFEST]).trim().split("\n").at(-1);
    if (!first) return { problems: [], note: "historia: el manifiesto aún no está en un commit" };
    commits = git(["rev-list", "--reverse", `${first}..HEAD`, "--", MIGRATIONS])
      .trim()
      .split("\n")
      .filter(Boolean);
  } catch {
    return { problems: [], note: "historia: git no disponible, revisado solo el contenido" };
  }
  const problems = [];
  for (const commit of commits) {
    let before;
    try {
      before = parseManifest(git(["show", `${commit}^:./${MANIFEST}`]));
    } catch {
      continue;
    }
    const changed = git([
      "diff-tree",
      "--no-commit-id",
      "-r",
      "--name-status",
      "--relative",
      commit,
      "--",
      MIGRATIONS,
    ]);
    for (const line of changed.split("\n").filter(Boolean)) {
      const [status, file] = line.split("\t");
      if ((status === "M" || status === "D") && before.has(file)) {
        problems.push(`el commit ${commit.slice(0, 12)} cambió ${file}, que ya se había aplicado`);
      }
    }
  }
  return { problems, note: `historia: ${commits.length} commit(s) con migraciones revisados` };
}

function check() {
  const recorded = readManifest();
  const files = migrationFiles();
  const problems = contentProblems(recorded);
  const lastRecorded =
    [...recorded.keys()]
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .at(-1) ?? "";
  const fresh = files.filter((file) => file.endsWith(".sql") && !recorded.has(file));
  for (const file of fresh) {
    if (file < lastRecorded)
      problems.push(`${file} va antes de ${lastRecorded}, que ya se aplicó: numérala después`);
  }
  const history = historyProblems();
  problems.push(...history.problems);
  if (problems.length > 0) {
    console.error(
      `Migraciones: ${problems.length} problema(s)\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
  const pending = fresh.length
    ? `; nuevas sin registrar (node scripts/check-migrations.mjs record): ${fresh.join(", ")}`
    : "";
  console.log(`Migraciones: ${recorded.size} archivos aplicados intactos (${history.note})${pending}`);
}

function record() {
  const recorded = readManifest();
  const problems = contentProblems(recorded);
  if (problems.length > 0) {
    console.error(`No se registra nada: ${problems.join("; ")}`);
    process.exit(1);
  }
  const added = migrationFiles().filter((file) => !recorded.has(file));
  const lines = [...recorded, ...added.map((file) => [file, sha256(file)])].map(([f, h]) => `${h}  ${f}\n`);
  writeFileSync(path.join(SERVER, MANIFEST), lines.join(""));
  console.log(added.length ? `Registradas: ${added.join(", ")}` : "Nada nuevo que registrar");
}

const mode = process.argv[2] ?? "check";
if (mode === "check") check();
else if (mode === "record") record();
else {
  console.error(`Modo desconocido: ${mode} (check o record)`);
  process.exit(2);
}

// Adds up the JSON reports of Vitest and Playwright into one closing line: "Tests: N passed, N failed, N skipped".
// A skipped test fails the run too: a test that skips itself proves nothing, and CI must say which.
// `--covers=<folder>` before a report: every test file git knows under that folder must be in the report.
// A test command that lost a project (a wrong filter, a config that no longer includes a folder) would
// otherwise pass with fewer tests, and CI would stay green.
//
//   node .ci/summary.mjs [--covers=<folder>] <report.json> ...
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

let passed = 0;
let failed = 0;
let skipped = 0;
const skippedNames = [];

/** Vitest: the titles of the tests a file's report marks pending or todo. */
function vitestSkips(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === "pending" || t.status === "todo" || t.status === "skipped")
      .map((t) => `${file.name}: ${t.fullName}`),
  );
}

/** Playwright: the titles of the tests whose every result was skipped, walking the nested suites. */
function playwrightSkips(suites, trail = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === "skipped")
        .map(() => [...trail, suite.title, spec.title].filter(Boolean).join(" › ")),
    ),
    ...playwrightSkips(suite.suites ?? [], [...trail, suite.title]),
  ]);
}

const root = process.cwd();
const isPlaywright = (report) => Boolean(report.stats && "expected" in report.stats);
// Vitest's files and Playwright's (e2e/), as the projects' configs name them.
const testFiles = (report) => (isPlaywright(report) ? ["*.spec.ts"] : ["*.test.ts", "*.test.tsx"]);
const uncovered = [];

/** The test files a report ran, relative to the repository's root. */
function filesRun(report) {
  const absolute = isPlaywright(report)
    ? (report.suites ?? []).map((suite) => path.join(report.config.rootDir, suite.file))
    : report.testResults.map((file) => file.name);
  return new Set(absolute.map((name) => path.relative(root, name)));
}

/** Every test file git knows under `folder` that the report did not run. */
function notRun(report, folder) {
  const known = execFileSync(
    "git",
    ["ls-files", "--", ...testFiles(report).map((glob) => path.join(folder, glob))],
    {
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter(Boolean)
    .filter((name) => !name.startsWith("node_modules/"));
  const run = filesRun(report);
  return known.filter((name) => !run.has(name));
}

let covers = null;
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith("--covers=")) {
    covers = arg.slice("--covers=".length);
    continue;
  }
  const file = arg;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (covers !== null) {
    for (const name of notRun(report, covers)) uncovered.push(`${file}: ${name}`);
    covers = null;
  }
  if (isPlaywright(report)) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    skippedNames.push(...playwrightSkips(report.suites ?? []));
  } else {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    skippedNames.push(...vitestSkips(report));
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (skipped > 0) {
  console.error(`\nCI FALLÓ: ${skipped} prueba(s) saltada(s); una prueba que no corre no prueba nada:`);
  for (const name of skippedNames) console.error(`  - ${name}`);
}
if (uncovered.length > 0) {
  console.error(`\nCI FALLÓ: ${uncovered.length} archivo(s) de pruebas no corrieron:`);
  for (const name of uncovered) console.error(`  - ${name}`);
}
if (passed === 0 || failed > 0 || skipped > 0 || uncovered.length > 0) process.exit(1);

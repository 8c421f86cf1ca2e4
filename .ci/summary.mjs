// Adds up the JSON reports of Vitest and Playwright into one closing line: "Tests: N passed, N failed, N skipped".
// A skipped test fails the run too: a test that skips itself proves nothing, and CI must say which.
import { readFileSync } from "node:fs";

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

for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (report.stats && "expected" in report.stats) {
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
if (passed === 0 || failed > 0 || skipped > 0) process.exit(1);

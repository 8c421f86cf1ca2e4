// The slowest test files of each pass, from the JSON reports of Vitest and Playwright: where CI's time goes,
// printed at the end of every run next to the time of each step. It reads; it never fails the run.
//
//   node .ci/slowest.mjs [--top=N] <report.json> ...
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const top = Number(process.argv.find((a) => a.startsWith("--top="))?.slice("--top=".length) ?? 10);
const root = process.cwd();

/** Seconds per file: Vitest gives each file's start and end; Playwright each test's durations. */
function fileSeconds(report) {
  if (report.stats && "expected" in report.stats) {
    const byFile = new Map();
    const walk = (suites) => {
      for (const suite of suites ?? []) {
        for (const spec of suite.specs ?? []) {
          const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
          byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
        }
        walk(suite.suites);
      }
    };
    walk(report.suites);
    return [...byFile].map(([file, ms]) => [path.join("e2e", file), ms / 1000]);
  }
  return report.testResults.map((file) => [
    path.relative(root, file.name),
    (file.endTime - file.startTime) / 1000,
  ]);
}

for (const file of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
  if (!existsSync(file)) continue;
  const rows = fileSeconds(JSON.parse(readFileSync(file, "utf8"))).sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, s]) => sum + s, 0);
  console.log(
    `\n${file}: ${rows.length} archivos, ${Math.round(total)} s sumando cada uno; los ${top} más lentos:`,
  );
  for (const [name, seconds] of rows.slice(0, top))
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
}

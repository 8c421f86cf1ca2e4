import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Flags, type Result } from "lighthouse";
import { cpuSlowdownFor } from "./cpu-slowdown";
import { storeToken } from "./store-token";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DETAIL = process.env.BENCH_DETAIL === "1";
/** The slowdown Lighthouse's mobile preset assumes, calibrated for a desktop with an index near 1,533. */
const PRESET_SLOWDOWN = 4;

export type Preset = "mobile" | "desktop";
type Bytes = { wire: number; raw: number };
/** One audit of a gathered run; `score` is null when Lighthouse could not compute one of its metrics. */
type Audited = { slowdown: number; score: number | null; lcp: number; tbt: number };
/** One page load: the host's index, what it loaded, and its audits (mobile: calibrated, then 4×). */
export type Run = { benchmarkIndex: number; script: Bytes; css: Bytes; audited: Audited[] };

type NetworkItem = { resourceType?: string; transferSize?: number; resourceSize?: number };
type Items<T> = { items?: T[] } | undefined;

const sum = (items: NetworkItem[], type: string): Bytes =>
  items
    .filter((item) => item.resourceType === type)
    .reduce(
      (total, item) => ({
        wire: total.wire + (item.transferSize ?? 0),
        raw: total.raw + (item.resourceSize ?? 0),
      }),
      { wire: 0, raw: 0 },
    );

/** Puts the token where the app keeps it, from a same-origin page that loads no app code (no worker). */
async function signIn(debuggingPort: number, origin: string, token: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate(storeToken, token);
  await page.close();
  await browser.close();
}

const baseFlags = (): Flags => ({
  onlyCategories: ["performance"],
  // The profile is new, so resetting storage would only drop the token set above.
  disableStorageReset: true,
  logLevel: "error",
});
const configOf = (preset: Preset) => (preset === "desktop" ? desktopConfig : undefined);

/** Loads the page once in a new profile and saves Lighthouse's artifacts in `dir`. */
async function gather(url: string, preset: Preset, dir: string, token?: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The TLS front's certificate is self-signed.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
  });
  try {
    if (token) await signIn(chrome.port, new URL(url).origin, token);
    await lighthouse(url, { ...baseFlags(), port: chrome.port, gatherMode: dir }, configOf(preset));
  } finally {
    chrome.kill();
  }
}

/** What the saved run holds that the audits need: the index, and the settings to audit it with. */
type SavedArtifacts = {
  BenchmarkIndex: number;
  settings: { throttling: { cpuSlowdownMultiplier: number } & Record<string, unknown> };
};

/**
 * Audits the saved run with this CPU slowdown. Lighthouse refuses settings that differ from the ones the
 * run was gathered with, so the saved settings take the slowdown first: under simulated throttling the
 * page loaded unslowed, and the slowdown only enters the simulation.
 */
async function audit(url: string, preset: Preset, dir: string, slowdown: number): Promise<Result> {
  const file = path.join(dir, "artifacts.json");
  const artifacts = JSON.parse(readFileSync(file, "utf8")) as SavedArtifacts;
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(
    url,
    { ...baseFlags(), auditMode: dir, throttling: artifacts.settings.throttling },
    configOf(preset),
  );
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

function audited(lhr: Result, slowdown: number): Audited {
  const score = lhr.categories.performance?.score;
  if (score == null) {
    // A metric Lighthouse could not compute leaves the run without a score: say which, and why.
    const failed = Object.values(lhr.audits).filter((item) => item.errorMessage);
    console.warn(
      `  ${lhr.finalDisplayedUrl}: no score (${lhr.runtimeError?.code ?? failed.map((a) => `${a.id}: ${a.errorMessage}`).join("; ")})`,
    );
  }
  if (DETAIL) printMainThread(lhr, slowdown);
  return {
    slowdown,
    score: score == null ? null : Math.round(score * 100),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
  };
}

/** Where the main thread went, from the trace (times already slowed): by kind of work, by script, long tasks. */
function printMainThread(lhr: Result, slowdown: number) {
  const details = <T>(id: string) => (lhr.audits[id]?.details as Items<T>)?.items ?? [];
  const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");
  const kinds = details<{ groupLabel: string; duration: number }>("mainthread-work-breakdown")
    .map((item) => `${item.groupLabel} ${item.duration.toFixed(0)}`)
    .join(", ");
  console.log(`    [${slowdown.toFixed(2)}×] main thread (ms): ${kinds}`);
  for (const item of details<{ url: string; total: number; scripting: number }>("bootup-time").slice(0, 4))
    console.log(
      `      ${item.total.toFixed(0).padStart(6)} ms (script ${item.scripting.toFixed(0)})  ${short(item.url)}`,
    );
  const tasks = details<{ url: string; duration: number; startTime: number }>("long-tasks");
  console.log(
    `      long tasks: ${tasks.map((task) => `${task.duration.toFixed(0)} ms at ${task.startTime.toFixed(0)} (${short(task.url)})`).join("; ") || "none"}`,
  );
}

/** One page load in a new profile, audited as the preset says. */
export async function measurePage(url: string, preset: Preset, token?: string, attempt = 1): Promise<Run> {
  const dir = mkdtempSync(path.join(tmpdir(), "club-lighthouse-"));
  try {
    await gather(url, preset, dir, token);
    const { BenchmarkIndex: benchmarkIndex } = JSON.parse(
      readFileSync(path.join(dir, "artifacts.json"), "utf8"),
    ) as SavedArtifacts;
    const slowdowns = preset === "desktop" ? [1] : [cpuSlowdownFor(benchmarkIndex), PRESET_SLOWDOWN];
    const results = [];
    for (const slowdown of slowdowns) results.push(await audit(url, preset, dir, slowdown));
    const first = results[0] as Result;
    // Now and then Chromium's trace lacks the navigation's start; that load says nothing: load it again.
    if (first.runtimeError?.code === "NO_NAVSTART" && attempt < 3) {
      console.warn(`  ${url}: the trace lost the navigation's start; loading it again`);
      return measurePage(url, preset, token, attempt + 1);
    }
    if (first.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${first.finalDisplayedUrl}`);
    const items = (first.audits["network-requests"]?.details as Items<NetworkItem>)?.items ?? [];
    return {
      benchmarkIndex,
      script: sum(items, "Script"),
      css: sum(items, "Stylesheet"),
      audited: results.map((lhr, i) => audited(lhr, slowdowns[i] as number)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

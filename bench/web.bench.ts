/**
 * The pages a phone opens first: Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower CPU) on
 * `/`, `/login`, `/admin_dashboard` and `/admin/punto-de-venta` signed in as `admin`, and the player's `/court` and `/reservas` signed
 * in as `jugador`, each run in a new Chromium profile so the cache and the service worker start empty. Prints the median of the runs (performance score, LCP, TBT)
 * and the bytes of script and CSS the page loaded, over the wire and unpacked.
 *
 * Each page is measured twice: over HTTPS and HTTP/2, as a phone reaches the app in production (through
 * the TLS front of tls-front.ts, standing for the load balancer), and straight from the server over
 * plain HTTP/1.1, as `npm start` serves it, where the browser fetches at most six files at a time.
 *
 * Starts the built server (`npm run build` first) on a new data dir and stops it at the end. Lighthouse
 * measures the CPU it runs on: on a busy machine the scores drop, so compare runs made under the same load.
 *
 *   npx tsx bench/web.bench.ts      (BENCH_WEB_PORT, default 3113, and the TLS front on the next port;
 *                                    BENCH_RUNS, default 3; BENCH_PROTOCOLS, default "h2,http1";
 *                                    CHROMIUM_PATH, default /usr/bin/chromium; BENCH_PAGES, a comma list
 *                                    of the paths to measure; BENCH_DETAIL=1 also prints, per run, the
 *                                    scripts that kept the main thread busiest)
 */
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server";
import { storeToken } from "./store-token";
import { startTlsFront } from "./tls-front";

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3113);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PASSWORD = "bench-demo-pass";
const ONLY = process.env.BENCH_PAGES?.split(",");
const DETAIL = process.env.BENCH_DETAIL === "1";
const PROTOCOLS = (process.env.BENCH_PROTOCOLS ?? "h2,http1").split(",");

/** One Lighthouse run; `score` is null when Lighthouse could not compute one of its metrics. */
type Run = { score: number | null; lcp: number; tbt: number; script: Bytes; css: Bytes };
type Bytes = { wire: number; raw: number };
type NetworkItem = { resourceType?: string; transferSize?: number; resourceSize?: number };
type BootupItem = { url: string; total: number; scripting: number };

/** Where the main thread went: Lighthouse's bootup-time audit, the five busiest scripts. */
function printBootup(items: BootupItem[] | undefined) {
  for (const item of (items ?? []).slice(0, 5)) {
    const name = item.url.replace(/^https?:\/\/[^/]+/, "");
    console.log(
      `    ${item.total.toFixed(0).padStart(6)} ms  (script ${item.scripting.toFixed(0)} ms)  ${name}`,
    );
  }
}

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

async function measure(url: string, token?: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The TLS front's certificate is self-signed.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
  });
  try {
    if (token) await signIn(chrome.port, new URL(url).origin, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      // The profile is new, so resetting storage would only drop the token set above.
      disableStorageReset: true,
      logLevel: "error",
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    if (lhr.categories.performance?.score == null) {
      // A metric Lighthouse could not compute leaves the run without a score: say which, and why.
      const failed = Object.values(lhr.audits).filter((audit) => audit.errorMessage);
      console.warn(
        `  ${url}: no score (${lhr.runtimeError?.code ?? failed.map((a) => `${a.id}: ${a.errorMessage}`).join("; ")})`,
      );
    }
    const items = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items;
    if (DETAIL)
      printBootup((lhr.audits["bootup-time"]?.details as { items?: BootupItem[] } | undefined)?.items);
    return {
      score:
        lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      script: sum(items ?? [], "Script"),
      css: sum(items ?? [], "Stylesheet"),
    };
  } finally {
    chrome.kill();
  }
}

/** Each page, and the demo account it is opened as (none: signed out). */
const PAGES: [string, string | null][] = [
  ["/", null],
  ["/login", null],
  ["/admin_dashboard", "admin"],
  ["/admin/punto-de-venta", "admin"],
  ["/court", "jugador"],
  ["/reservas", "jugador"],
];

async function demoToken(origin: string, identifier: string): Promise<string> {
  const login = await fetch(`${origin}/api/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in of ${identifier} failed: ${login.status}`);
  return ((await login.json()) as { jwt: string }).jwt;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padStart(7);

/** Measures each page at this origin and prints a line for it. */
async function measurePages(origin: string, tokens: Map<string, string>) {
  const pages = PAGES.filter(([path]) => !ONLY || ONLY.includes(path));
  console.log(`${"page".padEnd(18)} score  LCP (s)  TBT (ms)   script wire / raw    CSS wire / raw   scores`);
  for (const [path, user] of pages) {
    const token = user ? tokens.get(user) : undefined;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`${origin}${path}`, token));
    // The medians are of the runs that have a score; the list shows the others as "–".
    const scored = runs.filter((run) => run.score !== null);
    const pick = (get: (run: Run) => number) => median(scored.map(get));
    console.log(
      [
        path.padEnd(18),
        String(pick((r) => r.score ?? Number.NaN)).padStart(5),
        (pick((r) => r.lcp) / 1000).toFixed(1).padStart(8),
        pick((r) => r.tbt)
          .toFixed(0)
          .padStart(9),
        `${kb(pick((r) => r.script.wire))} / ${kb(pick((r) => r.script.raw))}`,
        `${kb(pick((r) => r.css.wire))} / ${kb(pick((r) => r.css.raw))}`,
        runs.map((r) => r.score ?? "–").join(","),
      ].join("  "),
    );
  }
}

async function main() {
  const server = await startBuiltServer({ port: PORT, demoPassword: PASSWORD });
  const front = await startTlsFront({ target: server.url, port: PORT + 1 });
  try {
    const tokens = new Map<string, string>();
    for (const user of new Set(PAGES.flatMap(([, user]) => (user ? [user] : []))))
      tokens.set(user, await demoToken(server.url, user));
    console.log(`Lighthouse ${RUNS} runs per page, mobile preset; medians; script and CSS: wire / unpacked`);
    for (const protocol of PROTOCOLS) {
      if (protocol === "h2") {
        console.log("\nHTTPS and HTTP/2 (through a TLS front, as in production)");
        await measurePages(front.url, tokens);
      } else if (protocol === "http1") {
        console.log("\nHTTP/1.1 straight from the server (as npm start serves it)");
        await measurePages(server.url, tokens);
      } else throw new Error(`BENCH_PROTOCOLS: unknown protocol ${protocol} (h2, http1)`);
    }
  } finally {
    await front.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

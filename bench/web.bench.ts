/**
 * The pages a phone or the counter's computer opens first, measured by Lighthouse 12 on a CPU slowdown
 * calibrated to this host. Public and player pages run Lighthouse's mobile preset (simulated slow 4G and a
 * slower CPU); the back office (`/admin*`, the counter's computer) runs its desktop preset, and its mobile
 * figures are printed too, not aimed at.
 *
 * Calibration: Lighthouse measures the host's `benchmarkIndex` in the browser of each run, just before it
 * loads the page. Each run is gathered once (`gatherMode`) and audited twice from the same artifacts: with
 * the slowdown the throttling guide's calculator gives for that index (cpu-slowdown.ts), and with the
 * preset's fixed 4×. Simulated throttling applies the slowdown only when it audits, so both figures come
 * from one page load. The desktop preset runs the CPU unslowed, as the host is a desktop.
 *
 * Each run uses a new Chromium profile, so the cache and the service worker start empty. Prints, per page,
 * the median of the runs and their spread (lowest–highest): score, LCP, TBT, the index and the slowdown,
 * and the bytes of script and CSS the page loaded, over the wire and unpacked.
 *
 * Pages are served over HTTPS and HTTP/2 through the TLS front of tls-front.ts (standing for the load
 * balancer), as a phone reaches the app in production; BENCH_PROTOCOLS=http1 measures plain HTTP/1.1
 * straight from the server, as `npm start` serves it. Starts the built server (`npm run build` first) on a
 * new data dir and stops it at the end. The index moves with the machine's load: compare runs made under
 * the same load, and read the index beside each figure.
 *
 *   npx tsx bench/web.bench.ts      (BENCH_RUNS, default 5; BENCH_PAGES, a comma list of paths;
 *                                    BENCH_PROTOCOLS, default "h2", or "h2,http1"; BENCH_WEB_PORT, default
 *                                    3113, and the TLS front on the next port; CHROMIUM_PATH, default
 *                                    /usr/bin/chromium; BENCH_DETAIL=1 also prints, per run, where the
 *                                    main thread went and the scripts that kept it busiest)
 */
import { startBuiltServer } from "./built-server";
import { measurePage, type Preset, type Run } from "./lighthouse-run";
import { startTlsFront } from "./tls-front";

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3113);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = "bench-demo-pass";
const ONLY = process.env.BENCH_PAGES?.split(",");
const PROTOCOLS = (process.env.BENCH_PROTOCOLS ?? "h2").split(",");

/** Each page, the demo account it is opened as (none: signed out), and its aim. */
const PAGES: { path: string; user: string | null; aim: string }[] = [
  { path: "/", user: null, aim: "≥ 95 mobile" },
  { path: "/login", user: null, aim: "≥ 95 mobile" },
  { path: "/gomatch", user: null, aim: "≥ 95 mobile" },
  { path: "/terms_and_conditions", user: null, aim: "≥ 95 mobile" },
  { path: "/", user: "jugador", aim: "the player's home: ≥ 90 mobile, LCP ≤ 2.5 s" },
  { path: "/court", user: "jugador", aim: "≥ 90 mobile, LCP ≤ 2.5 s" },
  { path: "/reservas", user: "jugador", aim: "≥ 90 mobile, LCP ≤ 2.5 s" },
  // The community pages, opened cold from a shared link: {match} is an open match of the demo club, and
  // {player} one of its players (the demo player of men's 4ta).
  { path: "/match/{match}", user: null, aim: "≥ 95 mobile, LCP ≤ 2.5 s" },
  { path: "/rank", user: "jugador", aim: "≥ 90 mobile, LCP ≤ 2.5 s" },
  { path: "/feed", user: "jugador", aim: "≥ 90 mobile, LCP ≤ 2.5 s" },
  { path: "/user/{player}", user: "jugador", aim: "≥ 90 mobile, LCP ≤ 2.5 s" },
  { path: "/admin_dashboard", user: "admin", aim: "≥ 95 desktop" },
  { path: "/admin/punto-de-venta", user: "admin", aim: "≥ 95 desktop" },
  { path: "/admin/ventas", user: "admin", aim: "≥ 95 desktop" },
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

/** The address of a page whose path names a demo match or player: the first open match in the coming days. */
async function addressOf(origin: string, path: string): Promise<string> {
  if (path === "/user/{player}") return "/user/pablo.figueroa";
  if (path !== "/match/{match}") return path;
  const clubs = (await (await fetch(`${origin}/api/clubs`)).json()) as {
    data: { id: number; name: string }[];
  };
  const clubId = clubs.data.find((club) => club.name === "Club Demo Padel")?.id;
  for (let day = 1; day <= 7; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const open = await fetch(`${origin}/api/match/get_open_matches?club_id=${clubId}&date=${date}`);
    const found = (await open.json()) as { matches?: { slug: string }[] };
    if (!found.matches) throw new Error(`get_open_matches: ${JSON.stringify(found)}`);
    const slug = found.matches[0]?.slug;
    if (slug) return `/match/${slug}`;
  }
  throw new Error("the demo club has no open match in the coming week");
}

const sorted = (values: number[]) => values.filter(Number.isFinite).sort((a, b) => a - b);
const median = (values: number[]) => {
  const list = sorted(values);
  return list[Math.floor(list.length / 2)] ?? Number.NaN;
};
/** "median (lowest–highest)", each value formatted. */
function spread(values: number[], format: (value: number) => string) {
  const list = sorted(values);
  if (list.length === 0) return "–";
  return `${format(median(list))} (${format(list[0] as number)}–${format(list.at(-1) as number)})`;
}
const whole = (value: number) => value.toFixed(0);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function printRow(label: string, runs: Run[], pick: (run: Run) => Run["audited"][number]) {
  const audits = runs.map(pick);
  console.log(
    [
      `  ${label.padEnd(36)}`,
      `score ${spread(
        audits.map((a) => a.score ?? Number.NaN),
        whole,
      ).padEnd(13)}`,
      `LCP ${spread(
        audits.map((a) => a.lcp),
        seconds,
      ).padEnd(15)}`,
      `TBT ${spread(
        audits.map((a) => a.tbt),
        whole,
      ).padEnd(16)}`,
      `scores ${audits.map((a) => a.score ?? "–").join(",")}`,
    ].join("  "),
  );
}

/** Measures each page at this origin and prints its lines. */
async function measurePages(origin: string, tokens: Map<string, string>, addresses: Map<string, string>) {
  for (const { path, user, aim } of PAGES.filter((page) => !ONLY || ONLY.includes(page.path))) {
    const token = user ? tokens.get(user) : undefined;
    const admin = path.startsWith("/admin");
    const presets: Preset[] = admin ? ["desktop", "mobile"] : ["mobile"];
    const runs: Record<Preset, Run[]> = { desktop: [], mobile: [] };
    const address = addresses.get(path) ?? path;
    for (let i = 0; i < RUNS; i++)
      for (const preset of presets)
        runs[preset].push(await measurePage(`${origin}${address}`, preset, token));
    const first = runs[presets[0] as Preset];
    console.log(
      `\n${address}  (${user ?? "signed out"}; aim ${aim})  index ${spread(
        first.map((r) => r.benchmarkIndex),
        whole,
      )}  script ${kb(median(first.map((r) => r.script.wire)))} / ${kb(
        median(first.map((r) => r.script.raw)),
      )}  CSS ${kb(median(first.map((r) => r.css.wire)))} / ${kb(median(first.map((r) => r.css.raw)))}`,
    );
    if (admin) printRow("desktop preset, 1×", runs.desktop, (r) => r.audited[0] as Run["audited"][number]);
    const mobile = runs.mobile;
    printRow(
      `mobile, calibrated ${spread(
        mobile.map((r) => r.audited[0]?.slowdown ?? Number.NaN),
        (v) => `${v.toFixed(2)}×`,
      )}`,
      mobile,
      (r) => r.audited[0] as Run["audited"][number],
    );
    printRow("mobile, uncalibrated 4×", mobile, (r) => r.audited[1] as Run["audited"][number]);
  }
}

async function main() {
  const server = await startBuiltServer({ port: PORT, demoPassword: PASSWORD });
  const front = await startTlsFront({ target: server.url, port: PORT + 1 });
  try {
    const tokens = new Map<string, string>();
    for (const user of new Set(PAGES.flatMap(({ user }) => (user ? [user] : []))))
      tokens.set(user, await demoToken(server.url, user));
    const addresses = new Map<string, string>();
    for (const { path } of PAGES) addresses.set(path, await addressOf(server.url, path));
    console.log(
      `Lighthouse, ${RUNS} runs per page and preset; median (lowest–highest); bytes wire / unpacked`,
    );
    for (const protocol of PROTOCOLS) {
      if (protocol === "h2") {
        console.log("\nHTTPS and HTTP/2 (through a TLS front, as in production)");
        await measurePages(front.url, tokens, addresses);
      } else if (protocol === "http1") {
        console.log("\nHTTP/1.1 straight from the server (as npm start serves it)");
        await measurePages(server.url, tokens, addresses);
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

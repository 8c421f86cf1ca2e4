/**
 * Memory of a real listening server under oversized uploads: 20 clients at once each send POST /api/upload
 * with one 50 MB file (the limit is 5 MB), and the server process's resident memory is sampled from /proc
 * before and during the burst. Prints the baseline, the peak and the answers.
 *
 * The server runs on a new database of the PostgreSQL at BENCH_DATABASE_URL (default the local one),
 * dropped afterwards, so its memory is the server's own (PGlite would add the database's).
 *
 *   npx tsx bench/uploads-memory.bench.ts      (BENCH_PORT, default 3111)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const FILES = Number(process.env.BENCH_FILES ?? 1);
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3111);
const PASSWORD = "bench-demo-pass";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = `http://127.0.0.1:${PORT}`;
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `uploads_bench_${process.pid}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error("the server did not start");
}

const startServer = (dataDir: string, databaseUrl: string) =>
  spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: "x".repeat(48),
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });

async function stop(server: ReturnType<typeof startServer>) {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "uploads-bench-"));
  await admin(`create database ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  // The first start creates the demo data (and grows the heap doing it): measured is a second start on it.
  const seeding = startServer(dataDir, url.toString());
  await waitForHealth();
  await stop(seeding);
  const server = startServer(dataDir, url.toString());
  const pid = server.pid;
  if (pid === undefined) throw new Error("no server process");
  try {
    await waitForHealth();
    const login = await fetch(`${base}/api/auth/local`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: "admin", password: PASSWORD }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    // One small upload first, so image decoding and the upload route are warm in the baseline.
    const form = (bytes: Uint8Array, files: number) => {
      const body = new FormData();
      for (let i = 0; i < files; i++)
        body.append("files", new Blob([bytes], { type: "image/png" }), "grande.png");
      body.append("path", "items");
      return body;
    };
    const big = new Uint8Array(FILE_MB * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const send = (bytes: Uint8Array, files = FILES) =>
      fetch(`${base}/api/upload`, {
        method: "POST",
        headers: { authorization: `Bearer ${jwt}` },
        body: form(bytes, files),
      })
        .then(
          async (res) =>
            `${res.status} ${((await res.json()) as { error?: { message: string } }).error?.message ?? ""}`,
        )
        .catch((error: Error) => `conexión: ${error.message}`);
    await send(big.subarray(0, 1024), 1);
    await sleep(1000);
    const baseline = rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: CLIENTS }, () => send(big)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    console.log(`${CLIENTS} subidas simultáneas de ${FILES} × ${FILE_MB} MB en ${seconds.toFixed(1)} s`);
    console.log(`RSS del servidor: ${baseline.toFixed(0)} MB antes, ${peak.toFixed(0)} MB de pico`);
    for (const [answer, count] of counts) console.log(`  ${count} × ${answer}`);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${databaseName} with (force)`);
  }
}

await main();

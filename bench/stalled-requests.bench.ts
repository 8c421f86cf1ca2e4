/**
 * Requests that never finish arriving, against the server with its default limits: BENCH_CONNECTIONS
 * (default 500) connections each send the headers of POST /api/payment/return with `Content-Length:
 * 100000` and then one byte, and wait. Prints how long the server took to cut them and what it answered.
 * Loopback only, bounded: a connection not cut after 120 s is counted as held and closed by the bench.
 *
 *   npx tsx bench/stalled-requests.bench.ts      (BENCH_PORT, default 3123)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSourceServer } from "./source-server";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const PORT = Number(process.env.BENCH_PORT ?? 3123);
const GIVE_UP_MS = 120_000;
const REQUEST =
  "POST /api/payment/return HTTP/1.1\r\nHost: club\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
  "Content-Length: 100000\r\n\r\nx";

/** One stalled request: answers how long until the server closed it (null if it never did) and the status line. */
function stall(): Promise<{ ms: number | null; status: string }> {
  return new Promise((resolve) => {
    let data = "";
    const started = performance.now();
    const socket = connect(PORT, "127.0.0.1", () => socket.write(REQUEST));
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ ms: null, status: "retenida" });
    }, GIVE_UP_MS);
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve({
        ms: performance.now() - started,
        status: data.split("\r\n")[0] || "(cerrada sin respuesta)",
      });
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "stalled-bench-"));
const server = await startSourceServer({ port: PORT, dataDir, env: { SEED_DEMO: "false" } });
try {
  const results = await Promise.all(Array.from({ length: CONNECTIONS }, stall));
  const cut = results.flatMap((r) => (r.ms === null ? [] : [r.ms])).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  console.log(`${CONNECTIONS} solicitudes con el cuerpo a medias: ${cut.length} cortadas por el servidor`);
  if (cut.length > 0) {
    console.log(`  cortadas entre ${(cut[0] ?? 0) / 1000} s y ${((cut.at(-1) ?? 0) / 1000).toFixed(1)} s`);
  }
  for (const [status, count] of statuses) console.log(`  ${count} × ${status}`);
  const health = await fetch(`${server.url}/api/health`).then((r) => r.status);
  console.log(`  /api/health después: ${health}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Photo uploads on the embedded database while the dashboard polls: BENCH_UPLOADS clients at once each
 * send POST /api/upload with one real JPEG of about 4.6 MB (12 MP, noisy so it does not compress away),
 * while one client asks GET /api/admin/global_state again and again, as the back office does. Prints the
 * uploads' total time and answers, global_state's median and p95 during them, and the server process's
 * peak resident memory (PGlite runs inside it, so the database's memory counts too).
 *
 * Loopback only, bounded (one read every 200 ms while the uploads last); the server runs from this tree
 * on a fresh data folder, removed afterwards.
 *
 *   npx tsx bench/photo-uploads.bench.ts      (BENCH_PORT, default 3122; BENCH_UPLOADS, default 20;
 *                                              BENCH_DATABASE_URL: an empty PostgreSQL database of
 *                                              its own instead of PGlite; the demo is created there)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { startSourceServer } from "./source-server";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3122);
/** How often the dashboard's read is sent, answered or not: a stalled server piles them up. */
const POLL_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 4032 × 3024 photo-sized JPEG: smooth colour fields plus grain, about 4.6 MB at quality 89. */
async function photo(seed: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    const x = (i / 3) % width;
    pixels[i] = ((x >> 4) + (i % 3) * 60 + (state >>> 27)) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 89 })
    .toBuffer();
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function main() {
  const images = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i + 1)));
  const meanMb = images.reduce((sum, image) => sum + image.length, 0) / images.length / 1024 / 1024;
  const dataDir = mkdtempSync(path.join(tmpdir(), "photo-uploads-bench-"));
  const env: Record<string, string> = process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : {};
  // The first start creates the demo data (and grows the heap doing it): measured is a second start on it.
  await (await startSourceServer({ port: PORT, dataDir, env })).stop();
  const server = await startSourceServer({ port: PORT, dataDir, env });
  try {
    const auth = { authorization: `Bearer ${await server.token()}` };
    const upload = (bytes: Uint8Array) => {
      const body = new FormData();
      body.append("files", new Blob([bytes], { type: "image/jpeg" }), "foto.jpg");
      body.append("path", "items");
      return fetch(`${server.url}/api/upload`, { method: "POST", headers: auth, body }).then(
        async (res) => `${res.status} ${res.ok ? "" : await res.text()}`,
        (error: Error) => `conexión: ${error.message}`,
      );
    };
    const globalState = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/global_state`, { headers: auth });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`global_state: ${res.status}`);
      return performance.now() - started;
    };
    // Warm: one small upload and a few dashboard reads, then the quiet figures.
    const small = sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } });
    await upload(await small.jpeg().toBuffer());
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) quiet.push(await globalState());
    await sleep(500);
    const baseline = server.rssMb();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMb());
    }, 20);
    const reads: Promise<number>[] = [];
    const poller = setInterval(() => reads.push(globalState()), POLL_MS);
    const started = performance.now();
    const answers = await Promise.all(images.map((image) => upload(image)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(poller);
    const during = await Promise.all(reads);
    clearInterval(sampler);
    const counts = new Map<string, number>();
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
    const sortedQuiet = quiet.sort((a, b) => a - b);
    const sorted = during.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(
      `${UPLOADS} subidas simultáneas de un JPEG de ${meanMb.toFixed(1)} MB en ${seconds.toFixed(1)} s`,
    );
    console.log(`global_state en reposo: mediana ${ms(quantile(sortedQuiet, 0.5))}`);
    console.log(
      `global_state durante las subidas (una cada ${POLL_MS} ms, ${sorted.length} lecturas): mediana ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}, máximo ${ms(sorted.at(-1) ?? 0)}`,
    );
    console.log(`RSS del servidor: ${baseline.toFixed(0)} MB antes, ${peak.toFixed(0)} MB de pico`);
    for (const [answer, count] of counts) console.log(`  ${count} × ${answer}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

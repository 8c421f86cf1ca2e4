import autocannon from "autocannon";

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

export type LoadResult = { name: string; rps: number; p50: number; p99: number };

/**
 * Fires `CONNECTIONS` concurrent connections at one URL, or in turn at each of a list of URLs on one
 * server, for `DURATION` seconds. The load generator runs in a worker thread, so the server under test
 * keeps the main thread to itself. Any non-2xx answer fails.
 */
export async function load(
  name: string,
  urls: string | readonly string[],
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
  /** A module whose default export writes each request (method, headers, body): a write that differs per request. */
  setupRequest?: string,
) {
  const [first, ...rest] = (typeof urls === "string" ? [urls] : urls).map((url) => new URL(url));
  if (!first) throw new Error(`${name}: no URL`);
  const requests = [first, ...rest].map((url) => ({
    method: "GET" as const,
    path: url.pathname + url.search,
    ...(setupRequest ? { setupRequest } : {}),
  }));
  const result = await autocannon({
    url: first.href,
    connections,
    duration: DURATION,
    headers,
    workers: 1,
    ...(rest.length > 0 || setupRequest ? { requests } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** One line per result, with its throughput relative to `baseline`. */
export function report(result: LoadResult, baseline?: LoadResult) {
  const ratio = baseline ? `  ${(result.rps / baseline.rps).toFixed(2)}× ${baseline.name}` : "";
  console.log(
    `${result.name.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(3)} ms${ratio}`,
  );
}

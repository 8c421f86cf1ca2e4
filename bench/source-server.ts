import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const BENCH_PASSWORD = "bench-demo-pass";

/**
 * The server from this tree's sources (tsx), as `npm run dev` runs it, on `dataDir` (PGlite unless
 * `env` names a DATABASE_URL) with the demo accounts; loopback only. stop() ends it; the data stays.
 */
export async function startSourceServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir,
      JWT_SECRET: "x".repeat(48),
      DEMO_PASSWORD: BENCH_PASSWORD,
      LOGIN_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      ...opts.env,
    },
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // The first start on a new data folder creates the demo data: a few minutes on a busy machine.
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (waited > 600_000) throw new Error("the server did not answer within ten minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    /** The server process's resident memory now, in MB. */
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
    async token(identifier = "admin") {
      const login = await fetch(`${url}/api/auth/local`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ identifier, password: BENCH_PASSWORD }),
      });
      return ((await login.json()) as { jwt: string }).jwt;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

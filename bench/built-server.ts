import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The built server (apps/server/dist/main.js serving apps/web/dist), as `npm start` runs it, on a new
 * PGlite data dir with the demo accounts; stop() ends it and removes the data.
 */
export async function startBuiltServer({ port, demoPassword }: { port: number; demoPassword: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "club-bench-"));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      DEMO_PASSWORD: demoPassword,
      LOGIN_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (waited > 60_000) throw new Error("the server did not answer within a minute");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

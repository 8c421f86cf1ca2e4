import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { onPostgres } from "./harness";
import { createDatabase, dropDatabase } from "./server-databases";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type Server = { url: string; process: ChildProcess };

/** The server as a real process (src/main.ts through tsx) with `env`, once it answers its health check. */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Not left running after the test gives up on it (a slow start on a loaded machine did that once).
  child.kill("SIGKILL");
  throw new Error(`the server did not start: ${stderr}`);
}

/** Ends the process at once, as a power cut would: no hook runs. */
export async function kill(server: Server) {
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGKILL");
  await exited;
}

/** A new PostgreSQL database for the run (dropped at the end), or a folder for the embedded one. */
export async function storage() {
  if (!onPostgres) {
    const dir = mkdtempSync(path.join(tmpdir(), "club-crash-"));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: "" },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `club_crash_${randomBytes(4).toString("hex")}`;
  const url = await createDatabase(serverUrl, name);
  const dir = mkdtempSync(path.join(tmpdir(), "club-crash-"));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: url },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
      await dropDatabase(serverUrl, name);
    },
  };
}

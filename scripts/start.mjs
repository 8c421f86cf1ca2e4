// `npm start`: builds the web app and the server when their output is missing or older than their sources,
// then runs the server in a child process, passing signals on and ending with its exit code.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (relative) => path.join(root, relative);

const shared = ["packages/domain/src", "packages/contract/src", "package-lock.json"];
const targets = [
  {
    name: "web",
    // The build's last file: a build cut short before it is built again.
    output: "apps/web/dist/prerendered/pages.json",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      // The build's own plugins and steps (per-component CSS, precompression, the drawn public pages).
      "apps/web/scripts",
      ...shared,
    ],
    command: ["run", "build", "-w", "@club/web"],
  },
  {
    name: "servidor",
    output: "apps/server/dist/main.js",
    sources: ["apps/server/src", "apps/server/build.mjs", "apps/server/package.json", ...shared],
    command: ["run", "build", "-w", "@club/server"],
  },
];

// Tests do not end up in a build, so editing one should not cost a rebuild.
const ignored = (name) => name === "node_modules" || name === "dist" || /\.test\.tsx?$/.test(name);

function newestChange(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) {
    if (!ignored(entry)) newest = Math.max(newest, newestChange(path.join(file, entry)));
  }
  return newest;
}

function needsBuild({ output, sources }) {
  const file = at(output);
  if (!existsSync(file)) return "no existe";
  const builtAt = statSync(file).mtimeMs;
  return sources.some((source) => newestChange(at(source)) > builtAt) ? "hay cambios" : null;
}

function npm(args) {
  // Under `npm start` npm_execpath is npm's own script; run directly, the npm on PATH does.
  const execPath = process.env.npm_execpath;
  const [command, prefix] = execPath?.endsWith(".js") ? [process.execPath, [execPath]] : ["npm", []];
  // A build is always a production build, whatever NODE_ENV the server runs with (Vite reads it).
  const env = { ...process.env, NODE_ENV: "production" };
  return spawnSync(command, [...prefix, ...args], { cwd: root, stdio: "inherit", env });
}

for (const target of targets) {
  const reason = needsBuild(target);
  if (!reason) continue;
  console.log(`Compilando ${target.name} (${target.output}: ${reason})...`);
  const result = npm(target.command);
  if (result.status !== 0) {
    console.error(`Falló la compilación de ${target.name}.`);
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ["--enable-source-maps", at("apps/server/dist/main.js")], {
  cwd: process.cwd(),
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
});

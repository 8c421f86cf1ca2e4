// Bundles the server into dist/main.js. Registry packages stay external (installed by npm ci, some ship
// native or WASM files); the workspace packages are TypeScript sources, so they are bundled in.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(fileURLToPath(import.meta.url));
const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const external = Object.keys(dependencies).filter((name) => !name.startsWith("@club/"));

const startedAt = performance.now();
await build({
  entryPoints: [path.join(root, "src/main.ts")],
  outfile: path.join(root, "dist/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
  // Code bundled from a CommonJS source may still call require(), which ESM output lacks.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module";\nconst require = __createRequire(import.meta.url);',
  },
});
console.log(
  `Servidor compilado en ${Math.round(performance.now() - startedAt)} ms: apps/server/dist/main.js`,
);

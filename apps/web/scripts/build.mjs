// `npm run build` of the web app: two builds, the first only to learn which pages use which modules
// (scripts/chunk-groups.mjs explains why). Nothing of the first is kept: it writes no chunks, and the
// second empties `dist` (where the service-worker plugin wrote its files anyway) before writing. Then the
// public pages are drawn into HTML (scripts/prerender.mjs).
import { build } from "vite";
import { CHUNK_PLAN_MODE } from "./chunk-groups.mjs";
import { prerenderPublicPages } from "./prerender.mjs";

await build({ mode: CHUNK_PLAN_MODE, logLevel: "warn", build: { write: false } });
await build();
await prerenderPublicPages();

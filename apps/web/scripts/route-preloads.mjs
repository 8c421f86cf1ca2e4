// Writes route-preloads.json: for the pages people open first, the script and style files the router will
// load for them, so the server can name them in the HTML it sends for that address. The browser then
// fetches the guard, the shell and the page while it is still fetching and running the main script,
// instead of after it (and the router's loader finds them already requested).
import path from "node:path";
import { staticClosure } from "./chunk-graph.mjs";

const REQUIRE_ADMIN = "src/app/guards/require-admin.tsx";
const ADMIN_SHELL = "src/app/layouts/admin-shell/admin-shell.tsx";
const PLAYER_SHELL = "src/app/layouts/player-shell/player-shell.tsx";

/**
 * Addresses (exact, or every address under a prefix ending in "/") and the lazy modules their routes load,
 * in the order the router nests them; the first entry that matches wins. `/` is left out: whether it shows
 * the landing or the player's home depends on a token the server never sees.
 */
export const PRELOAD_ROUTES = [
  { path: "/login", modules: ["src/features/auth/routes/player-login.tsx"] },
  { path: "/admin_login", modules: ["src/features/auth/routes/admin-login.tsx"] },
  { path: "/admin_dashboard", modules: [REQUIRE_ADMIN, ADMIN_SHELL, "src/app/routes/admin-dashboard.tsx"] },
  {
    path: "/admin/punto-de-venta",
    modules: [REQUIRE_ADMIN, ADMIN_SHELL, "src/app/routes/point-of-sale-route.tsx"],
  },
  { path: "/admin/", modules: [REQUIRE_ADMIN, ADMIN_SHELL] },
  {
    path: "/court",
    modules: [PLAYER_SHELL, "src/features/bookings/routes/court-page.tsx"],
  },
  {
    path: "/reservas",
    modules: [PLAYER_SHELL, "src/features/bookings/routes/my-bookings-page.tsx"],
  },
];

/** Where the public pages' routes live: the build draws those pages ahead (scripts/prerender.mjs). */
const PUBLIC_ROUTES = "src/features/landing/routes/";

const stylesOf = (bundle, chunks) => [
  ...new Set(chunks.flatMap((name) => [...(bundle[name]?.viteMetadata?.importedCss ?? [])])),
];

/** A Vite plugin (build only). */
export function routePreloads() {
  let root = ".";
  let base = "/";
  return {
    name: "club-route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      // The chunk that holds each module: its own when it is the chunk's face, else the group it joined.
      const chunkOf = new Map();
      for (const chunk of chunks)
        for (const id of chunk.moduleIds)
          if (!chunkOf.has(path.relative(root, id)) || chunk.facadeModuleId === id)
            chunkOf.set(path.relative(root, id), chunk.fileName);
      // What index.html already loads: the entry, its static imports and their styles.
      const initial = staticClosure(
        bundle,
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      );
      const loaded = new Set([...initial, ...stylesOf(bundle, initial)]);
      const routes = PRELOAD_ROUTES.map(({ path: address, modules }) => {
        const entries = modules.map((module) => {
          const fileName = chunkOf.get(module);
          if (!fileName || loaded.has(fileName))
            throw new Error(`route-preloads: ${module} is not a lazily loaded module`);
          return fileName;
        });
        const scripts = staticClosure(bundle, entries).filter((name) => !loaded.has(name));
        const styles = stylesOf(bundle, scripts).filter((name) => !loaded.has(name));
        return {
          path: address,
          scripts: scripts.map((name) => `${base}${name}`),
          styles: styles.map((name) => `${base}${name}`),
        };
      });
      this.emitFile({
        type: "asset",
        fileName: "route-preloads.json",
        source: `${JSON.stringify(routes, null, 1)}\n`,
      });
      // For each public page's module, the styles beyond index.html's that its page needs.
      const publicStyles = Object.fromEntries(
        [...chunkOf]
          .filter(([module, fileName]) => module.startsWith(PUBLIC_ROUTES) && !loaded.has(fileName))
          .map(([module, fileName]) => [
            module,
            stylesOf(bundle, staticClosure(bundle, [fileName]))
              .filter((name) => !loaded.has(name))
              .map((name) => `${base}${name}`),
          ]),
      );
      this.emitFile({
        type: "asset",
        fileName: "public-pages.json",
        source: `${JSON.stringify(publicStyles, null, 1)}\n`,
      });
    },
  };
}

import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import {
  CHUNK_PLAN_MODE,
  chunkGroupOf,
  recordChunkLoaders,
  refuseChunkCycles,
} from "./scripts/chunk-groups.mjs";
import { mantineCssPerComponent } from "./scripts/mantine-css.mjs";
import { precompress } from "./scripts/precompress.mjs";
import { routePreloads } from "./scripts/route-preloads.mjs";

// Same name as src/lib/product.ts (an extensionless import here would trip Vite's coming native config loader).
const PRODUCT_NAME = "Club Padel";

/** The app's build (the first, planning build too: see scripts/build.mjs). */
const appConfig = (mode: string): UserConfig => ({
  plugins: [
    react(),
    mantineCssPerComponent(),
    VitePWA({
      // The spec registers the worker from /service-worker.js; the app asks before reloading into a new version.
      filename: "service-worker.js",
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/*.png"],
      manifest: {
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: "Reservas, partidos y gestión de tu club de pádel",
        lang: "es-CL",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#1c7ed6",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // The password-strength dictionaries (about 630 KB compressed) serve only the forms that set a
        // password, which need the network anyway: no installed phone downloads them in the background.
        globIgnores: ["**/password-policy-*.js"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
    // The first of the two builds (scripts/build.mjs) only records which pages use which modules.
    ...(mode === CHUNK_PLAN_MODE
      ? [recordChunkLoaders()]
      : [refuseChunkCycles(), routePreloads(), precompress()]),
  ],
  // `npm run dev`: the API of `npm run dev -w @club/server` (another with API_ORIGIN, e.g. a second checkout).
  server: { port: 5173, proxy: { "/api": process.env.API_ORIGIN ?? "http://localhost:3000" } },
  // No source maps: they would publish the sources.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // What every page runs (React, the router, Mantine's provider, the app's shell) as one file rather
        // than a dozen small ones: each request costs a round trip and its headers on a phone.
        // The lazily loaded modules that several pages share, in a few chunks by where they are used
        // (scripts/chunk-groups.mjs). Their imports are never pulled in after them: those belong to other
        // groups, or the public pages would load the back office's.
        codeSplitting: {
          groups: [
            { name: "shell", tags: ["$initial"], priority: 1 },
            { name: chunkGroupOf, debugName: "shared-by-area", includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ mode, isSsrBuild }) =>
  // The build's last step draws the public pages in Node (scripts/prerender.mjs): React, nothing else.
  isSsrBuild ? { plugins: [react()] } : appConfig(mode),
);

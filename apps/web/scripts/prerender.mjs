// The build's last step: draws the public pages (src/prerender/public-pages.tsx) into HTML, so a phone
// opening one cold paints it from the HTML alone. Each page is index.html with the page's markup in #root,
// its styles linked, and, for its only script, src/prerender/public-page.js in place of the app's: the
// app's code loads when the person moves on to a page that needs it (or, on `/` with a session, at once).
// The sign-in and sign-up pages are written there too, as index.html with the app, so that they, like
// the drawn ones, carry their own title, description and link preview (scripts/page-html.mjs).
// Writes dist/prerendered/<page>.html and pages.json (address → file), which the server reads.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { appPageHtml, drawnPageHtml } from "./page-html.mjs";
import { compressFile } from "./precompress.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** The boot script as a hashed asset, cached for a year like the others. */
function writeBootScript(dist) {
  const source = readFileSync(path.join(root, "src/prerender/public-page.js"));
  const name = `/assets/public-page-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
  writeFileSync(path.join(dist, name), source);
  return name;
}

/** `dist`: the web build's folder (another one to look at a build without touching the app's). */
export async function prerenderPublicPages(dist = path.join(root, "dist")) {
  // Inside the project, so the drawn pages' imports resolve to its node_modules.
  const cache = path.join(root, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(path.join(cache, "club-prerender-"));
  try {
    await build({
      root,
      logLevel: "warn",
      build: { ssr: "src/prerender/public-pages.tsx", outDir: out, emptyOutDir: true, copyPublicDir: false },
    });
    const { APP_PAGES, PUBLIC_PAGES, STORAGE_KEYS, renderPublicPage } = await import(
      pathToFileURL(path.join(out, "public-pages.js")).href
    );
    const index = readFileSync(path.join(dist, "index.html"), "utf8");
    const stylesOf = JSON.parse(readFileSync(path.join(dist, "public-pages.json"), "utf8"));
    if (!STORAGE_KEYS.themeKey || !STORAGE_KEYS.tokenKey)
      throw new Error("prerender: the storage keys are missing");
    const boot = writeBootScript(dist);
    await compressFile(path.join(dist, boot));
    mkdirSync(path.join(dist, "prerendered"), { recursive: true });
    const fileOf = (address) => `${address === "/" ? "index" : address.slice(1)}.html`;
    const drawn = PUBLIC_PAGES.map(({ path: address, module, ...meta }) => {
      const styles = stylesOf[module];
      if (!styles) throw new Error(`prerender: the build lists no styles for ${module}`);
      const html = drawnPageHtml(index, {
        meta,
        markup: renderPublicPage(address),
        styles,
        boot,
        keys: STORAGE_KEYS,
      });
      return { path: address, html };
    });
    // The app's pages keep the files the server would have named for their address (exact ones only).
    const preloads = JSON.parse(readFileSync(path.join(dist, "route-preloads.json"), "utf8"));
    const named = APP_PAGES.map(({ path: address, ...meta }) => ({
      path: address,
      html: appPageHtml(index, { meta, preload: preloads.find((route) => route.path === address) }),
    }));
    const pages = [...drawn, ...named].map(({ path: address, html }) => {
      writeFileSync(path.join(dist, "prerendered", fileOf(address)), html);
      return { path: address, file: fileOf(address) };
    });
    writeFileSync(path.join(dist, "prerendered", "pages.json"), `${JSON.stringify(pages, null, 1)}\n`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

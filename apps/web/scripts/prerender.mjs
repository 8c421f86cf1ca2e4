// The build's last step: draws the public pages (src/prerender/public-pages.tsx) into HTML, so a phone
// opening one cold paints it from the HTML alone. Each page is index.html with the page's markup in #root,
// its styles linked, and, for its only script, src/prerender/public-page.js in place of the app's: the
// app's code loads when the person moves on to a page that needs it (or, on `/` with a session, at once).
// Writes dist/prerendered/<page>.html and pages.json (address → file), which the server reads.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { compressFile } from "./precompress.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");

/** The boot script as a hashed asset, cached for a year like the others. */
function writeBootScript() {
  const source = readFileSync(path.join(root, "src/prerender/public-page.js"));
  const name = `/assets/public-page-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.js`;
  writeFileSync(path.join(dist, name), source);
  return name;
}

// While the app starts on `/` for a session, its boot screen shows instead of the drawn page, in the
// scheme the page's script already set (index.html's own boot colours are for light).
const BOOT_STYLE =
  "<style>[data-boot-screen]{display:none}html[data-booting] [data-boot-screen]{display:flex}" +
  "html[data-booting] [data-static-page]{display:none}" +
  "html[data-mantine-color-scheme=dark] .boot{color:#c9c9c9}" +
  "html[data-mantine-color-scheme=dark] .boot strong{color:#74c0fc}</style>";

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** index.html made into one drawn page. */
function pageHtml(index, { title, markup, styles, boot, keys }) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
  if (!entry) throw new Error("prerender: index.html has no module script");
  const withoutApp = index
    .replace(entry[0], "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    // Function replacers: a "$" in the page (prices are in pesos) is text, not a replacement pattern.
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const head = [
    `<script src="${boot}" data-app="${entry[1]}" data-theme-key="${keys.themeKey}" data-token-key="${keys.tokenKey}"></script>`,
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    BOOT_STYLE,
  ].join("");
  const rootDiv = /<div id="root">(<div class="boot"[\s\S]*?<\/div>)<\/div>/.exec(withoutApp);
  if (!rootDiv) throw new Error("prerender: index.html has no #root with its boot screen");
  const bootScreen = rootDiv[1].replace('<div class="boot"', '<div class="boot" data-boot-screen');
  return withoutApp
    .replace("</head>", () => `${head}</head>`)
    .replace(rootDiv[0], () => `<div id="root">${bootScreen}<div data-static-page>${markup}</div></div>`);
}

export async function prerenderPublicPages() {
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
    const { PUBLIC_PAGES, STORAGE_KEYS, renderPublicPage } = await import(
      pathToFileURL(path.join(out, "public-pages.js")).href
    );
    const index = readFileSync(path.join(dist, "index.html"), "utf8");
    const stylesOf = JSON.parse(readFileSync(path.join(dist, "public-pages.json"), "utf8"));
    if (!STORAGE_KEYS.themeKey || !STORAGE_KEYS.tokenKey)
      throw new Error("prerender: the storage keys are missing");
    const boot = writeBootScript();
    await compressFile(path.join(dist, boot));
    mkdirSync(path.join(dist, "prerendered"), { recursive: true });
    const pages = PUBLIC_PAGES.map(({ path: address, title, module }) => {
      const styles = stylesOf[module];
      if (!styles) throw new Error(`prerender: the build lists no styles for ${module}`);
      const file = `${address === "/" ? "index" : address.slice(1)}.html`;
      const html = pageHtml(index, {
        title,
        markup: renderPublicPage(address),
        styles,
        boot,
        keys: STORAGE_KEYS,
      });
      writeFileSync(path.join(dist, "prerendered", file), html);
      return { path: address, file };
    });
    writeFileSync(path.join(dist, "prerendered", "pages.json"), `${JSON.stringify(pages, null, 1)}\n`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

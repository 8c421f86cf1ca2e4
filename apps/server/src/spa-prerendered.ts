import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "./http/escape-html";

/** What the web build writes in prerendered/pages.json: a public page's address and its file there. */
type DrawnPage = { path: string; file: string };

// An Open Graph address the build wrote as a path of this site ("/images/…"), not "//host/…".
const SITE_PATH = /(<meta property="og:(?:image|url)" content=")(\/(?!\/))/g;
const OG_IMAGE = /<meta property="og:image" content="[^"]*">/;

/**
 * A drawn page's Open Graph card with absolute addresses, which Open Graph asks for: the build knows
 * only paths, the server its public origin. A card without og:url gets the page's own address.
 */
export function withAbsoluteCard(html: string, publicUrl: string, address: string): string {
  const origin = escapeHtml(publicUrl);
  const absolute = html.replace(SITE_PATH, (_, tag: string, slash: string) => `${tag}${origin}${slash}`);
  if (absolute.includes('<meta property="og:url"')) return absolute;
  const url = `<meta property="og:url" content="${origin}${escapeHtml(address)}">`;
  return absolute.replace(OG_IMAGE, (image) => `${image}${url}`);
}

/**
 * The public pages the web build drew ahead (its scripts/prerender.mjs), by their exact address: the same
 * HTML for everyone, with no session in it, their card's addresses made absolute on `publicUrl` once here.
 * A build without them leaves every address to index.html.
 */
export function prerenderedPages(webDist: string, publicUrl: string): Map<string, string> {
  const folder = path.join(webDist, "prerendered");
  const list = path.join(folder, "pages.json");
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, "utf8")) as DrawnPage[];
  return new Map(
    pages
      // Only a file of that folder: the list names nothing else.
      .filter((page) => /^[\w-]+\.html$/.test(page.file))
      .map((page) => {
        const html = readFileSync(path.join(folder, page.file), "utf8");
        return [page.path, withAbsoluteCard(html, publicUrl, page.path)];
      }),
  );
}

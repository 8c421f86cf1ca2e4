import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** What the web build writes in prerendered/pages.json: a public page's address and its file there. */
type DrawnPage = { path: string; file: string };

/**
 * The public pages the web build drew ahead (its scripts/prerender.mjs), by their exact address: the same
 * HTML for everyone, with no session in it. A build without them leaves every address to index.html.
 */
export function prerenderedPages(webDist: string): Map<string, string> {
  const folder = path.join(webDist, "prerendered");
  const list = path.join(folder, "pages.json");
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, "utf8")) as DrawnPage[];
  return new Map(
    pages
      // Only a file of that folder: the list names nothing else.
      .filter((page) => /^[\w-]+\.html$/.test(page.file))
      .map((page) => [page.path, readFileSync(path.join(folder, page.file), "utf8")]),
  );
}

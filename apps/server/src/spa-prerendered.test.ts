import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { prerenderedPages } from "./spa-prerendered";

const ORIGIN = "https://club.example.cl";
const head = (card: string) =>
  `<!doctype html><html><head><title>Club</title>${card}</head><body></body></html>`;
const og = (property: string, content: string) => `<meta property="og:${property}" content="${content}">`;

const dist = mkdtempSync(path.join(tmpdir(), "club-drawn-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The drawn pages of a build holding these files, as the server keeps them after loading. */
function load(files: Record<string, string>) {
  const folder = path.join(dist, "prerendered");
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  const pages = Object.entries(files).map(([address, html], i) => {
    writeFileSync(path.join(folder, `page-${i}.html`), html);
    return { path: address, file: `page-${i}.html` };
  });
  writeFileSync(path.join(folder, "pages.json"), JSON.stringify(pages));
  return prerenderedPages(dist, ORIGIN);
}

describe("the drawn pages' Open Graph card", () => {
  it("carries an absolute og:image and the page's own absolute og:url", () => {
    const pages = load({
      "/gomatch": head(og("title", "GoMatch") + og("image", "/images/products/court.webp")),
    });
    expect(pages.get("/gomatch")).toBe(
      head(
        og("title", "GoMatch") +
          og("image", `${ORIGIN}/images/products/court.webp`) +
          og("url", `${ORIGIN}/gomatch`),
      ),
    );
  });

  it("makes a written og:url absolute, and leaves absolute addresses and pages without a card as they are", () => {
    const written = head(og("image", "/icons/icon-512.png") + og("url", "/"));
    const elsewhere = head(og("image", "//cdn.example.com/a.png") + og("url", "https://other.example/x"));
    const plain = head('<meta name="description" content="/images/x.webp">');
    const pages = load({ "/": written, "/terms_and_conditions": elsewhere, "/login": plain });
    expect(pages.get("/")).toBe(head(og("image", `${ORIGIN}/icons/icon-512.png`) + og("url", `${ORIGIN}/`)));
    expect(pages.get("/terms_and_conditions")).toBe(elsewhere);
    expect(pages.get("/login")).toBe(plain);
  });
});

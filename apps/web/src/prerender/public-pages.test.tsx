import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { waitFor } from "@testing-library/react";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appPageHtml, drawnPageHtml } from "../../scripts/page-html.mjs";
import { routes } from "../app/routes";
import { PRODUCTS } from "../features/landing/products";
import { stubFetch } from "../test/fetch-stub";
import { renderRoutes } from "../test/render";
import { APP_PAGES, PUBLIC_PAGES, renderPublicPage, STORAGE_KEYS } from "./public-pages";

const web = path.resolve(import.meta.dirname, "../..");
const source = readFileSync(path.join(web, "index.html"), "utf8");
/** index.html as the build writes it: its entry, hashed, and the entry's files in the head. */
const builtIndex = source
  .replace('<script type="module" src="/src/main.tsx"></script>', "")
  .replace(
    "</head>",
    '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shell-Gh78.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css"></head>',
  );
/** A file the build copies from public/, by its address. */
const publicFile = (address: string) => path.join(web, "public", address);

/** The HTML the build writes for each page (scripts/prerender.mjs), by its address. */
const written = new Map<string, string>([
  ...PUBLIC_PAGES.map(({ path: address, module: _, ...meta }): [string, string] => [
    address,
    drawnPageHtml(builtIndex, {
      meta,
      markup: renderPublicPage(address),
      styles: ["/assets/page-Ef56.css"],
      boot: "/assets/public-page-Xy12.js",
      keys: STORAGE_KEYS,
    }),
  ]),
  ...APP_PAGES.map(({ path: address, ...meta }): [string, string] => [
    address,
    appPageHtml(builtIndex, { meta }),
  ]),
]);

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** What a link preview reads of a page's head, without running its scripts. */
function previewOf(html: string) {
  const head = parse(html).head;
  const all = (selector: string) =>
    [...head.querySelectorAll(selector)].map((m) => m.getAttribute("content"));
  return {
    title: head.querySelector("title")?.textContent,
    description: all('meta[name="description"]'),
    og: Object.fromEntries(
      [...head.querySelectorAll('meta[property^="og:"]')].map((m) => [
        m.getAttribute("property"),
        m.getAttribute("content"),
      ]),
    ),
  };
}

describe("the pages the build writes ahead", () => {
  it("are every public page, each with its own title, description and preview picture", () => {
    expect(builtIndex).not.toBe(source);
    expect([...written.keys()].sort()).toEqual(
      ["/", "/gomatch", "/gomarket", "/goregisters", "/terms_and_conditions", "/login", "/register"].sort(),
    );
    const previews = [...written.values()].map(previewOf);
    for (const { title, description, og } of previews) {
      expect(description).toHaveLength(1);
      expect(description[0]?.length).toBeGreaterThanOrEqual(70);
      expect(description[0]?.length).toBeLessThanOrEqual(160);
      expect(og["og:title"]).toBe(title);
      expect(og["og:description"]).toBe(description[0]);
      expect(og["og:locale"]).toBe("es_CL");
      expect(existsSync(publicFile(og["og:image"] ?? "none"))).toBe(true);
    }
    const unique = (values: unknown[]) => new Set(values).size;
    expect(unique(previews.map((p) => p.title))).toBe(written.size);
    expect(unique(previews.map((p) => p.description[0]))).toBe(written.size);
  });

  it("give a product page's preview a picture of its own screens", () => {
    for (const product of PRODUCTS) {
      const { og } = previewOf(written.get(`/${product.slug}`) ?? "");
      expect(product.screens.map((screen) => screen.image)).toContain(og["og:image"]);
    }
  });

  it("keep the app, and the files its route loads, on the sign-in page", () => {
    const html = appPageHtml(builtIndex, {
      meta: APP_PAGES[0] ?? { title: "", description: "", image: "" },
      preload: { scripts: ["/assets/login-Aa11.js"], styles: ["/assets/login-Bb22.css"] },
    });
    const head = parse(html).head;
    expect(head.querySelector('script[type="module"]')?.getAttribute("src")).toBe(
      "/assets/index-Ab12Cd34.js",
    );
    expect(head.querySelector('link[rel="preload"][as="script"]')?.getAttribute("href")).toBe(
      "/assets/login-Aa11.js",
    );
    expect(head.querySelector('link[rel="preload"][as="style"]')?.getAttribute("href")).toBe(
      "/assets/login-Bb22.css",
    );
    expect(head.querySelector("title")?.textContent).toBe("Ingresar · Club Padel");
  });
});

describe("a product page as drawn", () => {
  it.each(PRODUCTS.map((product) => [product.slug, product] as const))(
    "/%s shows each of its real screens: a file of the build, at the size the page sets, described in words",
    async (slug, product) => {
      const images = [...parse(renderPublicPage(`/${slug}`)).querySelectorAll("main img")];
      expect(images.map((image) => image.getAttribute("src"))).toEqual(product.screens.map((s) => s.image));
      for (const [index, image] of images.entries()) {
        const file = publicFile(image.getAttribute("src") ?? "none");
        expect(existsSync(file)).toBe(true);
        const { width, height, format, size } = await sharp(file).metadata();
        expect(format).toBe("webp");
        expect(size ?? readFileSync(file).length).toBeLessThanOrEqual(80 * 1024);
        expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual([
          String(width),
          String(height),
        ]);
        expect(image.getAttribute("alt")?.length).toBeGreaterThan(40);
        expect(image.getAttribute("loading")).toBe(index === 0 ? "eager" : "lazy");
      }
    },
  );
});

describe("the title a written page carries", () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([...PUBLIC_PAGES, ...APP_PAGES].map((page) => [page.path, page.title]))(
    "is the one the app gives %s once it runs",
    async (address, title) => {
      stubFetch({});
      renderRoutes(routes, address);
      await waitFor(() => expect(document.title).toBe(title), { timeout: 3000 });
    },
  );
});

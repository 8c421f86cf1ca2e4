import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createNotification } from "../test/factories";
import { bearer, createTestApp, type TestApp } from "../test/harness";

// A build as the web app's leaves it: hashed assets with their .br and .gz twins, a source map, the HTML,
// and the files to preload for some addresses (one of them not an asset of the build).
const script = `export const greeting = ${JSON.stringify("hola ".repeat(400))};\n`;
const html = `<!doctype html><html lang="es-CL"><head><title>Club Padel</title></head><body>${"<p>club</p>".repeat(200)}<div id="root"></div></body></html>`;
const drawn = `<!doctype html><html lang="es-CL"><head><title>Club Padel</title></head><body><div id="root"><div data-static-page>${"<h1>Tu club</h1>".repeat(100)}</div></div></body></html>`;
let dist: string;
let t: TestApp;
let token: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "club-dist-"));
  mkdirSync(path.join(dist, "assets"));
  const asset = path.join(dist, "assets/app-Ab12Cd34.js");
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(`${asset}.map`, JSON.stringify({ version: 3, sources: ["src/secret.ts"], mappings: "" }));
  writeFileSync(path.join(dist, "index.html"), html);
  const preloads = [
    {
      path: "/admin_dashboard",
      scripts: ["/assets/page-Ef56.js", "/assets/app-Ab12Cd34.js"],
      styles: ["/assets/page-Ef56.css"],
    },
    { path: "/admin/", scripts: ["/assets/shell-Gh78.js", "https://elsewhere.example/x.js"], styles: [] },
  ];
  writeFileSync(path.join(dist, "route-preloads.json"), JSON.stringify(preloads));
  // The public pages the build drew, and one line no build writes (a file outside the folder).
  mkdirSync(path.join(dist, "prerendered"));
  writeFileSync(path.join(dist, "prerendered/index.html"), drawn);
  writeFileSync(
    path.join(dist, "prerendered/pages.json"),
    JSON.stringify([
      { path: "/", file: "index.html" },
      { path: "/gomatch", file: "../assets/app-Ab12Cd34.js" },
    ]),
  );
  t = await createTestApp({ webDist: dist });
  const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
  token = admin.token;
  for (let i = 0; i < 10; i++) {
    await createNotification(t.ctx.db, { clubId: admin.clubId, userId: admin.user.id });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("compressed answers", () => {
  it("serves an asset's brotli twin to a browser that accepts br, cached for a year", async () => {
    const res = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/app-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it("compresses the HTML of a client route", async () => {
    const res = await get("/login", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
  });

  it("compresses the API's JSON", async () => {
    const url = "/api/admin/notification/get_notifications?page=1&limit=10";
    const res = await get(url, { ...bearer(token), "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as { data: unknown[] };
    expect(body.data).toHaveLength(10);
  });
});

describe("the files a page will load, named in its HTML", () => {
  const head = (payload: string) => payload.slice(0, payload.indexOf("</head>"));

  it("names the scripts and styles the build listed for the address, in the head", async () => {
    const res = await get("/admin_dashboard");
    expect(res.statusCode).toBe(200);
    expect(head(res.payload)).toContain(
      '<link rel="preload" as="script" crossorigin href="/assets/page-Ef56.js"><link rel="preload" as="script" crossorigin href="/assets/app-Ab12Cd34.js"><link rel="preload" as="style" crossorigin href="/assets/page-Ef56.css">',
    );
    expect(res.payload.replace(/<link[^>]*>/g, "")).toBe(html);
  });

  it("serves a listed prefix to every address under it, and writes only the build's own files", async () => {
    const res = await get("/admin/inventario/12");
    expect(head(res.payload)).toContain(
      '<link rel="preload" as="script" crossorigin href="/assets/shell-Gh78.js">',
    );
    expect(res.payload).not.toContain("elsewhere");
  });

  it("leaves other addresses with index.html as it is", async () => {
    for (const url of ["/login", "/admin_login", "/admin", "/admin_dashboard/x"]) {
      expect((await get(url)).payload).toBe(html);
    }
  });

  it("does not serve the list itself", async () => {
    expect((await get("/route-preloads.json")).statusCode).toBe(404);
  });
});

describe("the public pages the build drew", () => {
  it("sends a drawn page as drawn, compressed, never kept without asking again", async () => {
    const res = await get("/", { "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(drawn);
  });

  it("sends index.html to every other address, and only files of the drawn pages' folder", async () => {
    // A username may hold a dot: the profile's address is a page, not a file of the build.
    for (const url of ["/gomatch", "/court", "/index.html/x", "/user/ana.rojas", "/edit-profile/ana.rojas"])
      expect((await get(url)).payload, url).toBe(html);
    // A query string does not change which page is drawn.
    expect((await get("/?utm_source=whatsapp")).payload).toBe(drawn);
  });

  it("does not publish the folder or the build's lists", async () => {
    for (const url of ["/prerendered/index.html", "/prerendered/pages.json", "/public-pages.json"])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe("what the build does not publish", () => {
  it.each(["/assets/app-Missing9.js", "/assets/app-Missing9", "/favicon.png", "/prerendered/x.html"])(
    "answers %s with a 404 envelope that no cache keeps",
    async (url) => {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.statusCode).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.headers["content-encoding"]
        ? brotliDecompressSync(res.rawPayload).toString()
        : res.payload;
      expect(JSON.parse(body)).toMatchObject({ error: { code: "NOT_FOUND" } });
    },
  );

  it.each(["/assets/app-Ab12Cd34.js.map", "/assets/app-Ab12Cd34.js.br", "/assets/app-Ab12Cd34.js.gz"])(
    "does not serve %s",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.payload).not.toContain("secret");
    },
  );
});

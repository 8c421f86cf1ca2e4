import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { type PageMetaFor, withPageMeta } from "./spa-meta";
import { htmlForAddress } from "./spa-preloads";
import { prerenderedPages } from "./spa-prerendered";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built single-page app. Each file of the build gets its own route, answered with its `.br` or
 * `.gz` twin (written at build time) when the browser accepts it; source maps and the twins themselves are
 * not routes (nor the build's list of files to preload, which `spa-preloads.ts` writes into the HTML of the
 * addresses it names). Hashed assets are cached for a year, the service worker and the HTML never (so a new version
 * is noticed), and a miss is never cached: a browser that asked for an asset during a deploy must be able
 * to ask again. A public page the build drew ahead (`spa-prerendered.ts`) is sent as drawn, its Open Graph
 * addresses made absolute on `publicUrl`; any other GET outside /api that names no file of the build gets
 * index.html for the router, with the title, description and Open Graph card of the page when `metaFor`
 * describes it (a shared match, for its link preview).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string,
  metaFor?: PageMetaFor,
) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    globIgnore: [
      "**/*.map",
      "**/*.br",
      "**/*.gz",
      "route-preloads.json",
      "public-pages.json",
      "prerendered/**",
    ],
  });
  const htmlFor = htmlForAddress(webDist, readFileSync(path.join(webDist, "index.html"), "utf8"));
  const drawn = prerenderedPages(webDist, publicUrl);
  // The build's folders: a name with an extension at the root or in one of them is a file it lacks, while
  // anywhere else it is a page's address (a player's username, /user/ana.rojas, may hold a dot).
  const folders = new Set(
    readdirSync(webDist, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  const isMissingFile = (url: string) => {
    const slash = url.indexOf("/");
    return (slash === -1 || folders.has(url.slice(0, slash))) && path.extname(url) !== "";
  };
  app.addHook("onSend", async (request, reply, payload) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/api/")) return payload;
    if (reply.statusCode >= 400) {
      reply.header("cache-control", "no-store");
      return payload;
    }
    reply.header("cache-control", url.startsWith("/assets/") ? IMMUTABLE : "no-cache");
    // Which twin a file is sent as depends on accept-encoding, so a shared cache must key on it.
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary))
      reply.header("vary", vary ? `${vary}, accept-encoding` : "accept-encoding");
    return payload;
  });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const url = (request.params as { "*": string })["*"];
    // Every file of the build has its own route: reaching this one with a file name means there is none.
    if (url === "api" || url.startsWith("api/") || url.startsWith("assets/") || isMissingFile(url)) {
      return reply.callNotFound();
    }
    const address = `/${url}`;
    const page = drawn.get(address);
    if (page) return reply.type("text/html; charset=utf-8").send(page);
    // A preview that cannot be read (the database away) leaves the page as it is, never a 500.
    const meta = await metaFor?.(address).catch((error: unknown) => {
      request.log.error({ err: error }, "no se pudo leer la vista previa de la página");
      return null;
    });
    const html = htmlFor(address);
    return reply.type("text/html; charset=utf-8").send(meta ? withPageMeta(html, meta) : html);
  });
}

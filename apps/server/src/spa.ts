import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built single-page app: hashed assets are cached for a year, the service worker and the
 * HTML never (so a new version is noticed), and any other GET outside /api gets index.html for the router.
 */
export function registerSpa(app: FastifyInstance, webDist: string) {
  const indexHtml = readFileSync(path.join(webDist, "index.html"), "utf8");
  app.addHook("onSend", async (request, reply, payload) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/assets/")) reply.header("cache-control", IMMUTABLE);
    else if (!url.startsWith("/api/")) reply.header("cache-control", "no-cache");
    return payload;
  });
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const url = (request.params as { "*": string })["*"];
    if (url.startsWith("api/") || url === "api") {
      return reply.callNotFound();
    }
    if (url && path.extname(url)) {
      return reply.sendFile(url);
    }
    return reply.type("text/html; charset=utf-8").send(indexHtml);
  });
}

import type { FastifyInstance } from "fastify";
import FindMyWay from "find-my-way";

/** The app's route patterns, matched again for the log when Fastify's own router could not match. */
export type RoutePatterns = {
  /** The pattern (`/api/booking/find_booking_by_slug/:slug`) that `url` falls under, if any. */
  match(method: string, url: string): string | undefined;
};

// A percent sign with whatever escape follows, valid or not: a route's static parts never hold one.
const ESCAPES = /%[0-9a-f]{0,2}/gi;

/**
 * A second router, fed every route as it is added, for requests that reached no handler: one whose
 * path has a broken `%` escape never gets a route from Fastify (the router stops at the escape), yet
 * its path still names the route and holds what a person typed. Escapes are blanked before matching,
 * so only the route's shape decides.
 */
export function createRoutePatterns(): RoutePatterns & { watch(app: FastifyInstance): void } {
  const router = FindMyWay({ maxParamLength: 16 * 1024 });
  return {
    watch(app) {
      app.addHook("onRoute", (route) => {
        for (const method of [route.method].flat()) {
          // Fastify refuses a route twice; an automatic HEAD beside an explicit one is the same pattern.
          if (!router.hasRoute(method as FindMyWay.HTTPMethod, route.url)) {
            router.on(method as FindMyWay.HTTPMethod, route.url, () => {}, { url: route.url });
          }
        }
      });
    },
    match(method, url) {
      const path = (url.split("?")[0] ?? "").replace(ESCAPES, "_");
      const found = router.find(method as FindMyWay.HTTPMethod, path);
      return (found?.store as { url?: string } | undefined)?.url;
    },
  };
}

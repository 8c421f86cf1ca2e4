import fastifyRateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import { countHit, pruneThrottles } from "../db/throttle-store";

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** @fastify/rate-limit's store, kept in PostgreSQL so every app instance counts against one limit. */
function postgresStore(db: Db) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = "",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // Each route with a limit counts on its own keys.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new PostgresRateLimitStore(undefined, `${String(route?.method)} ${String(route?.url)} `);
    }
  };
}

/** Per-address limits for the routes that ask for one (`rateLimit` in registerEndpoint's options). */
export async function registerRateLimits(app: FastifyInstance, db: Db) {
  await app.register(fastifyRateLimit, { global: false, store: postgresStore(db) });
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      pruneThrottles(db).catch((err: unknown) => app.log.warn({ err }, "no se pudieron limpiar los límites"));
    }, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}

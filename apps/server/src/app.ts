import { existsSync } from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { AppContext } from "./context";
import type { Db, ListenFn } from "./db/client";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./http/error-handler";
import { type LogStream, loggerOptions } from "./http/logger";
import { registerRateLimits } from "./http/rate-limits";
import { createRoutePatterns } from "./http/route-patterns";
import { registerSecurityHeaders } from "./http/security-headers";
import { createSessionUsers } from "./http/session-users";
import { createTokenService } from "./http/tokens";
import { registerJobRunner } from "./job-handlers";
import { createMailer, type Mailer } from "./mail/mailer";
import { assistantRoutes } from "./modules/assistant/assistant.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { bookingStatsRoutes } from "./modules/booking-stats/booking-stats.routes";
import { bookingsRoutes } from "./modules/bookings/bookings.routes";
import { staffBookingsRoutes } from "./modules/bookings/staff-bookings.routes";
import { cashRegistersRoutes } from "./modules/cash-registers/cash-registers.routes";
import { clubPlayersRoutes } from "./modules/club-players/club-players.routes";
import { clubUsersRoutes } from "./modules/club-users/club-users.routes";
import { clubsRoutes } from "./modules/clubs/clubs.routes";
import { courtsRoutes } from "./modules/courts/courts.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { feedRoutes } from "./modules/feed/feed.routes";
import { globalStateRoutes } from "./modules/global-state/global-state.routes";
import { itemCategoriesRoutes } from "./modules/item-categories/item-categories.routes";
import { itemsRoutes } from "./modules/items/items.routes";
import { liveRoutes } from "./modules/live/live.routes";
import { matchesRoutes } from "./modules/matches/matches.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { webpayOrigin } from "./modules/payments/webpay-gateway";
import { productsRoutes } from "./modules/products/products.routes";
import { profilesRoutes } from "./modules/profiles/profiles.routes";
import { rankingRoutes } from "./modules/ranking/ranking.routes";
import { salesReportsRoutes } from "./modules/sales-reports/sales-reports.routes";
import { staffPaymentsRoutes } from "./modules/staff-payments/staff-payments.routes";
import { stockRoutes } from "./modules/stock/stock.routes";
import { uploadsRoutes } from "./modules/uploads/uploads.routes";
import { findSessionUser } from "./modules/users/users.repository";
import { waitlistsRoutes } from "./modules/waitlists/waitlists.routes";
import { pagePreviews } from "./page-previews";
import { registerSpa } from "./spa";

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  /** NOTIFY of the same database, for the live back office. */
  listen: ListenFn;
  /** Folder of the built web app; when absent only the API is served. */
  webDist?: string;
  mailer?: Mailer;
  /** Where the log goes (standard output when absent); tests read it. */
  logStream?: LogStream;
  /** The clock; the system's when absent. */
  now?: () => Date;
};

/** Builds the whole server without listening, so tests drive it with inject() and main.ts listens. */
export async function buildApp(opts: BuildAppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const routePatterns = createRoutePatterns();
  const app = Fastify({
    logger: loggerOptions(opts.config.logLevel, routePatterns, opts.logStream),
    // The nearest TRUST_PROXY hops are our proxies; the address one hop further is the client's.
    trustProxy: (_address, hop) => hop < opts.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Texts and ids travel in the path (search_products/:text, find_item/:id): past the router's limit it
    // answers a 414 before any schema. A limit as long as Node lets a whole request line be (16 KB of
    // headers) hands every parameter to the contract, which names the field in Spanish.
    routerOptions: { maxParamLength: 16 * 1024 },
    // A request must arrive whole in time (408 from clientErrorHandler); Fastify's default waits forever.
    // Node checks pending requests every connectionsCheckingInterval (30 s by default), so the cut comes
    // at most one interval late: checked often, it comes within a second of the limit.
    requestTimeout: opts.config.requestTimeoutMs,
    http: {
      headersTimeout: opts.config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(opts.config.headersTimeoutMs / 4)),
    },
    frameworkErrors,
    clientErrorHandler,
    genReqId: () => crypto.randomUUID(),
  });
  routePatterns.watch(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, opts.config, opts.config.webpay ? [webpayOrigin(opts.config.webpay)] : []);
  // Before any route: the plugin hooks each route as it is added. Static files are already compressed at
  // build time (spa.ts); this covers the API's JSON and index.html. Request bodies are not inflated.
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], globalDecompression: false });

  await registerRateLimits(app, opts.db);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Club Padel API",
        version: "1.0.0",
        description: "API del club: back office y jugadores",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (opts.config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  const ctx: AppContext = {
    config: opts.config,
    db: opts.db,
    tokens: createTokenService(opts.config.jwtSecret),
    sessionUsers: createSessionUsers((userId) => findSessionUser(opts.db, userId)),
    mailer:
      opts.mailer ??
      createMailer({
        smtpUrl: opts.config.smtpUrl,
        from: opts.config.mailFrom,
        log: app.log,
        production: opts.config.env === "production",
      }),
    log: app.log,
    now: opts.now ?? (() => new Date()),
  };

  // Modules, by name: no folder auto-loading.
  authRoutes(app, ctx);
  globalStateRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  notificationsRoutes(app, ctx);
  cashRegistersRoutes(app, ctx);
  clubsRoutes(app, ctx);
  clubPlayersRoutes(app, ctx);
  clubUsersRoutes(app, ctx);
  courtsRoutes(app, ctx);
  itemCategoriesRoutes(app, ctx);
  itemsRoutes(app, ctx);
  stockRoutes(app, ctx);
  uploadsRoutes(app, ctx);
  waitlistsRoutes(app, ctx);
  productsRoutes(app, ctx);
  bookingsRoutes(app, ctx);
  staffBookingsRoutes(app, ctx);
  staffPaymentsRoutes(app, ctx);
  paymentsRoutes(app, ctx);
  liveRoutes(app, ctx, opts.listen);
  matchesRoutes(app, ctx);
  rankingRoutes(app, ctx);
  profilesRoutes(app, ctx);
  feedRoutes(app, ctx);
  ordersRoutes(app, ctx);
  bookingStatsRoutes(app, ctx);
  salesReportsRoutes(app, ctx);
  assistantRoutes(app, ctx);

  app.get("/api/health", { schema: { hide: true } }, async () => ({ ok: true }));

  // E-mails and other work owed after a commit run from the database's job table.
  registerJobRunner(app, ctx, opts.listen);

  if (opts.webDist && existsSync(path.join(opts.webDist, "index.html"))) {
    await registerSpa(app, opts.webDist, ctx.config.publicUrl, pagePreviews(ctx));
  }
  return { app, ctx };
}

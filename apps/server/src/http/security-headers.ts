import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The policy the web app, its service worker and /api/docs run under (checked in Chromium by
 * e2e/content-security-policy.spec.ts). Scripts only from this origin, never inline. Styles may be inline:
 * Mantine writes its theme variables into <style> tags at run time, with content no hash can know ahead.
 * Images also from data: and blob: URLs: the image field previews and scales a photo before uploading it.
 */
function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Security headers on every answer, API and web alike, errors and 404s included. */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith("https://");
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(https),
    // Password-reset links carry their code in the URL: no page sends its address anywhere.
    referrerPolicy: { policy: "no-referrer" },
    // Over plain http (a club's LAN, localhost) HSTS would be ignored at best and lock users out at worst.
    strictTransportSecurity: https ? { maxAge: YEAR_IN_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  });
}

import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { AppConfig } from "../config";

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The policy the web app, its service worker and /api/docs run under (checked in Chromium by
 * e2e/content-security-policy.spec.ts). Scripts only from this origin, never inline. Styles may be inline:
 * Mantine writes its theme variables into <style> tags at run time, with content no hash can know ahead.
 * Images also from data: and blob: URLs: the image field previews and scales a photo before uploading it.
 * Forms post here, and to the payment gateway's host when it takes a form (Webpay).
 */
function contentSecurityPolicy(https: boolean, formTargets: string[]) {
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
      formAction: ["'self'", ...formTargets],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

function helmetOptions(https: boolean, formTargets: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(https, formTargets),
    // Password-reset links carry their code in the URL: no page sends its address anywhere.
    referrerPolicy: { policy: "no-referrer" },
    // Over plain http (a club's LAN, localhost) HSTS would be ignored at best and lock users out at worst.
    strictTransportSecurity: https ? { maxAge: YEAR_IN_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  };
}

type HeaderEdit = { name: string; value?: string };

/** What helmet's middleware does to a response, recorded once: our options hold no per-request value. */
function recordHelmet(options: HelmetOptions): HeaderEdit[] {
  const edits: HeaderEdit[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => edits.push({ name, value: String(value) }),
    removeHeader: (name: string) => edits.push({ name }),
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return edits;
}

/**
 * Security headers on every answer, API and web alike, errors and 404s included. @fastify/helmet built
 * helmet's middleware (parsing the whole CSP) on every request; the headers never change, so helmet runs
 * once here and each request replays its edits from a synchronous hook.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig, formTargets: string[]) {
  const edits = recordHelmet(helmetOptions(config.publicUrl.startsWith("https://"), formTargets));
  app.addHook("onRequest", function securityHeaders(_request, reply, done) {
    const res = reply.raw;
    for (const edit of edits) {
      if (edit.value === undefined) res.removeHeader(edit.name);
      else res.setHeader(edit.name, edit.value);
    }
    done();
  });
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

const EXPECTED_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(";");

describe("security headers over http", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: "http://localhost:3000" } });
  });
  afterAll(() => t.close());

  const answers = () => [
    t.app.inject({ method: "GET", url: "/api/health" }),
    t.app.inject({ method: "GET", url: "/api/no-existe" }),
    t.app.inject({ method: "GET", url: "/api/users/me" }),
    t.app.inject({
      method: "POST",
      url: "/api/auth/local",
      headers: { "content-type": "application/json" },
      payload: "{no es json",
    }),
  ];

  it("sends the policy, nosniff, no framing and no referrer on answers, errors and 404s alike", async () => {
    const results = await Promise.all(answers());
    expect(results.map((r) => r.statusCode)).toEqual([200, 404, 401, 400]);
    for (const res of results) {
      expect(res.headers["content-security-policy"], res.raw.req.url).toBe(EXPECTED_CSP);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers).not.toHaveProperty("strict-transport-security");
    }
  });

  it("serves the API docs by default, under the same policy", async () => {
    for (const url of ["/api/docs", "/api/docs/json"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-security-policy"]).toBe(EXPECTED_CSP);
    }
  });
});

describe("security headers behind https, without API docs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: "https://club.example.cl", apiDocs: false } });
  });
  afterAll(() => t.close());

  it("adds HSTS and upgrades insecure requests when PUBLIC_URL is https", async () => {
    for (const url of ["/api/health", "/api/no-existe"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["content-security-policy"]).toBe(`${EXPECTED_CSP};upgrade-insecure-requests`);
    }
  });

  it("answers 404 in the envelope for /api/docs when API_DOCS=false", async () => {
    for (const url of ["/api/docs", "/api/docs/json", "/api/docs/static/index.html"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
  });
});

describe("security headers with Webpay configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        publicUrl: "http://localhost:3000",
        webpay: {
          commerceCode: "597055555532",
          apiKey: "clave",
          environment: "production",
          apiUrl: undefined,
        },
      },
    });
  });
  afterAll(() => t.close());

  it("lets forms post to Webpay's host, and only there besides this origin", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toBe(
      EXPECTED_CSP.replace("form-action 'self'", "form-action 'self' https://webpay3g.transbank.cl"),
    );
  });
});

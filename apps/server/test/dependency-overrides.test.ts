import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness";

// package.json pins content-disposition 2 under @fastify/swagger-ui's @fastify/static and cookie 1 under
// light-my-request (their newest majors ask for Node 22). These are the paths that use them.
describe("dependencies held back for Node 20", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves the API docs page and its static files", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const script = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
    expect(script.body.length).toBeGreaterThan(100_000);
  });

  it("injects a request with cookies", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", cookies: { a: "1", b: "dos" } });
    expect(res.json()).toEqual({ ok: true });
  });
});

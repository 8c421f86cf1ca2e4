import { endpoint, idempotencyHeaders } from "@club/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase, testConfig } from "../../test/harness";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { registerEndpoint } from "./route";

// An endpoint that declares headers gets them validated by its schema, and the handler still sees every
// other header of the request: the contract's header schemas pass unknown headers through, and Fastify
// lays a validated headers object over the request's own headers rather than replacing them.
const echo = endpoint({
  method: "POST",
  path: "/api/test/echo_headers",
  summary: "eco",
  tag: "test",
  access: "public",
  headers: idempotencyHeaders,
  response: z.object({ key: z.string(), other: z.string().nullable(), type: z.string().nullable() }),
});

describe("endpoint headers", () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  beforeAll(async () => {
    database = await openTestDatabase();
    const built = await buildApp({ config: testConfig(), db: database.db, listen: database.listen });
    app = built.app;
    registerEndpoint(app, built.ctx, echo, async ({ headers, request }) => ({
      key: headers["idempotency-key"],
      other: (request.headers["x-other"] as string | undefined) ?? null,
      type: (headers["content-type"] as string | undefined) ?? null,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("hands the parsed key and every other header to the handler", async () => {
    const key = crypto.randomUUID();
    const res = await app.inject({
      method: "POST",
      url: "/api/test/echo_headers",
      headers: { "Idempotency-Key": key, "x-other": "sí", "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ key, other: "sí", type: "application/json" });
  });

  it("answers a missing or malformed key with the usual 400 envelope naming the header", async () => {
    for (const headers of [{}, { "idempotency-key": "no-es-uuid" }] as Record<string, string>[]) {
      const res = await app.inject({ method: "POST", url: "/api/test/echo_headers", headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        details: [{ field: "idempotency-key", message: "Falta la clave Idempotency-Key (un uuid)" }],
        requestId: expect.any(String),
      });
    }
  });
});

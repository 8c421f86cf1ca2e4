import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createAdmin(t.ctx.db, t.ctx.tokens));
});
afterAll(() => t.close());

const envelope = (code: string, message: RegExp, field?: string) => ({
  error: {
    code,
    message: expect.stringMatching(message),
    ...(field ? { details: [{ field, message: expect.stringMatching(message) }] } : {}),
    requestId: expect.any(String),
  },
});

let listening: URL | undefined;
/** One raw HTTP exchange over a real socket: what Node itself answers, before Fastify. */
async function rawExchange(request: string): Promise<{ status: number; body: unknown }> {
  listening ??= new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));
  const base = listening;
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname, () => socket.end(request));
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("close", () => resolve(data));
    socket.on("error", reject);
  });
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body: JSON.parse(body) };
}

describe("router-level errors use the envelope, in Spanish", () => {
  it("answers a percent-escape that does not decode with a 400 on the url", async () => {
    for (const url of [
      "/api/admin/item/find_item/%E0%A4%A",
      "/api/product/search_products/%zz",
      "/api/nope/%",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(envelope("VALIDATION_ERROR", /mal codificado/, "url"));
    }
  });

  it("hands a 1,300-character id to the contract: 401 without a session, 400 on the id with one", async () => {
    const url = `/api/admin/item/find_item/${"1".repeat(1300)}`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope("VALIDATION_ERROR", /número entero positivo/, "id"));
  });

  it("says each problem of a field once, though a value fails two checks with the same words (1e20)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/ai/ask",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: '{"question":"hola","conversation_id":1e20}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope("VALIDATION_ERROR", /número entero positivo/, "conversation_id"));
  });

  it("answers a parameter past the router's limit with a 414 envelope", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/item/find_item/${"1".repeat(17_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual(envelope("URI_TOO_LONG", /demasiado larga/, "url"));
  });

  it("answers what Node cannot parse with the envelope too", async () => {
    const garbage = await rawExchange("NOT HTTP AT ALL\r\n\r\n");
    expect(garbage).toEqual({ status: 400, body: envelope("VALIDATION_ERROR", /no es válida/, "request") });
    const huge = await rawExchange(
      `GET /api/health HTTP/1.1\r\nhost: x\r\nx-big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toEqual({ status: 431, body: envelope("HEADERS_TOO_LARGE", /demasiado grandes/) });
  });
});

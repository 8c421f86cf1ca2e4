import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/harness";

// Short limits so the test waits little; the server's defaults are 20 s (request) and 10 s (headers).
const REQUEST_MS = 1200;
const HEADERS_MS = 600;

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { requestTimeoutMs: REQUEST_MS, headersTimeoutMs: HEADERS_MS } });
  ({ token } = await createAdmin(t.ctx.db, t.ctx.tokens));
  port = Number(new URL(await t.app.listen({ port: 0, host: "127.0.0.1" })).port);
});
afterAll(() => t.close());

type Held = { socket: Socket; received: () => string; closed: Promise<number> };

/** Opens a real connection and writes `start` without ending it; `closed` answers when the server cut it. */
function hold(start: string): Promise<Held> {
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = connect(port, "127.0.0.1", () => {
      const opened = performance.now();
      socket.write(start);
      resolve({
        socket,
        received: () => data,
        closed: new Promise((done) => socket.on("close", () => done(performance.now() - opened))),
      });
    });
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", () => {});
    setTimeout(() => reject(new Error("no connection")), 5000);
  });
}

/** Waits for the cut, up to a bound well past the limit (where the old server still held on). */
const cutWithin = (held: Held, ms: number) =>
  Promise.race([held.closed, new Promise<number>((done) => setTimeout(() => done(Number.NaN), ms))]);

const timeoutEnvelope = {
  error: {
    code: "REQUEST_TIMEOUT",
    message: "La solicitud tardó demasiado en llegar.",
    requestId: expect.any(String),
  },
};

function answerOf(raw: string) {
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), body: body ? JSON.parse(body) : undefined };
}

describe("a request that does not arrive in time is cut with a 408", () => {
  it("cuts a body that never finishes (Content-Length 100000, one byte sent)", async () => {
    const held = await hold(
      "POST /api/payment/return HTTP/1.1\r\nHost: club\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nx",
    );
    const elapsed = await cutWithin(held, REQUEST_MS + 4000);
    held.socket.destroy();
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(elapsed).toBeLessThan(REQUEST_MS + 1500);
    const answer = answerOf(held.received());
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual(timeoutEnvelope);
  });

  it("cuts a body that drips a byte at a time, even though bytes keep coming", async () => {
    const held = await hold(
      `POST /api/admin/item/create_item HTTP/1.1\r\nHost: club\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const drip = setInterval(() => held.socket.writable && held.socket.write(" "), 100);
    const elapsed = await cutWithin(held, REQUEST_MS + 4000);
    clearInterval(drip);
    held.socket.destroy();
    expect(elapsed).toBeLessThan(REQUEST_MS + 1500);
    expect(answerOf(held.received()).status).toBe(408);
  });

  it("cuts headers that never finish at the headers' limit", async () => {
    const held = await hold("GET /api/health HTTP/1.1\r\nHost: club\r\nX-Slow: a");
    const elapsed = await cutWithin(held, REQUEST_MS + 4000);
    held.socket.destroy();
    expect(elapsed).toBeLessThan(HEADERS_MS + 1000);
    expect(answerOf(held.received()).status).toBe(408);
  });

  it("leaves a long answer alone: the live event stream stays open past the limit", async () => {
    const held = await hold(
      `GET /api/admin/events HTTP/1.1\r\nHost: club\r\nAuthorization: Bearer ${token}\r\n\r\n`,
    );
    const elapsed = await cutWithin(held, REQUEST_MS * 3);
    expect(elapsed).toBeNaN();
    expect(held.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(held.received()).toContain("event: ready");
    held.socket.destroy();
  });

  it("answers a slow body that arrives whole in time", async () => {
    const body = JSON.stringify({ identifier: "nadie", password: "no-es-la-clave" });
    const held = await hold(
      `POST /api/auth/local HTTP/1.1\r\nHost: club\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    for (const char of body) {
      await new Promise((resolve) => setTimeout(resolve, REQUEST_MS / 2 / body.length));
      held.socket.write(char);
    }
    await cutWithin(held, REQUEST_MS + 4000);
    const { status } = answerOf(held.received());
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).not.toBe(408);
  });
});

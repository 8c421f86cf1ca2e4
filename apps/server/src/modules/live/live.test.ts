import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  createCashRegister,
  createClub,
  createNotification,
  createPlayer,
} from "../../../test/factories";
import {
  bearer,
  createListeningTestApp,
  type ListeningTestApp,
  onPostgres,
  testConfig,
} from "../../../test/harness";
import { stored } from "../../../test/stored";
import { buildApp } from "../../app";

type Stream = { ready: { quiet_ms: number }; next(): Promise<string>; close(): void };

/**
 * Reads a server-sent event stream as it arrives: `ready` is the data of its first event, `next()`
 * answers the next event's data line.
 */
async function openStream(base: string, token: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/admin/events`, { headers: bearer(token), signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const stream = {
    async next() {
      for (;;) {
        const cut = buffer.indexOf("\n\n");
        if (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (data) return data.slice("data: ".length);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("el stream terminó");
        buffer += value;
      }
    },
    close: () => controller.abort(),
  };
  const ready = JSON.parse(await stream.next()) as { quiet_ms: number };
  return { ...stream, ready };
}

const baseOf = (t: { app: { server: { address(): unknown } } }) =>
  `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

describe(`live back office events (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  it("refuses a missing token and a player with the usual envelope", async () => {
    const base = baseOf(t);
    const none = await fetch(`${base}/api/admin/events`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const asPlayer = await fetch(`${base}/api/admin/events`, { headers: bearer(player.token) });
    expect(asPlayer.status).toBe(403);
  });

  it("tells a club's streams what changed there, and nothing of another club", async () => {
    const club = await createClub(t.ctx.db);
    const other = await createClub(t.ctx.db);
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const otherAdmin = await createAdmin(t.ctx.db, t.ctx.tokens, other.id);
    const register = await createCashRegister(t.ctx.db, club.id);
    const stream = await openStream(baseOf(t), admin.token);
    try {
      // The other club's change comes first, with another topic: had it reached this stream, it would be
      // the event read.
      await createNotification(t.ctx.db, { clubId: other.id, userId: otherAdmin.user.id });
      const res = await t.send(
        "PUT",
        `/api/admin/cash_register/open_cash_register/${register.id}`,
        admin.token,
        {
          cash_register_record_open_cash_user_amount: 1000,
        },
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(await stream.next())).toEqual({ topic: "cash_register_records" });
    } finally {
      stream.close();
    }
  });

  it("opens by saying how long the club has gone without a change, counted from its last one", async () => {
    const club = await createClub(t.ctx.db);
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const first = await openStream(baseOf(t), admin.token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const quiet = await openStream(baseOf(t), admin.token);
    // Nothing changed in this club since the first stream listened: the second waited longer.
    expect(quiet.ready.quiet_ms).toBeGreaterThanOrEqual(300);
    expect(quiet.ready.quiet_ms).toBeGreaterThan(first.ready.quiet_ms);
    quiet.close();
    await createNotification(t.ctx.db, { clubId: club.id, userId: admin.user.id });
    expect(JSON.parse(await first.next())).toEqual({ topic: "notifications" });
    const after = await openStream(baseOf(t), admin.token);
    expect(after.ready.quiet_ms).toBeLessThan(300);
    after.close();
    first.close();
  });
  it("counts no club as quiet from before the server lost its LISTEN connection (PostgreSQL; PGlite's cannot be lost)", async () => {
    const club = await createClub(t.ctx.db);
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    (await openStream(baseOf(t), admin.token)).close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (onPostgres) {
      // The listening connection is cut; the server opens it again about a second later.
      await stored(t.ctx.db)`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %club_events%'`;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    const after = await openStream(baseOf(t), admin.token);
    // On PostgreSQL it counts from the new LISTEN, not from before the cut; PGlite heard all along.
    if (onPostgres) expect(after.ready.quiet_ms).toBeLessThan(1000);
    else expect(after.ready.quiet_ms).toBeGreaterThanOrEqual(400);
    after.close();
  });
});

describe(`live events across app instances (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("a change made through one instance reaches a stream open on another", async () => {
    const first = await createListeningTestApp();
    // A second instance on the same database (its own pool and LISTEN), as behind a load balancer.
    const { app: second } = await buildApp({
      config: testConfig({ jwtSecret: first.ctx.config.jwtSecret }),
      db: first.database.db,
      listen: first.database.listen,
    });
    await second.listen({ port: 0, host: "127.0.0.1" });
    try {
      const club = await createClub(first.ctx.db);
      const admin = await createAdmin(first.ctx.db, first.ctx.tokens, club.id);
      const register = await createCashRegister(first.ctx.db, club.id);
      const stream = await openStream(baseOf({ app: second }), admin.token);
      const res = await first.send(
        "PUT",
        `/api/admin/cash_register/open_cash_register/${register.id}`,
        admin.token,
        {
          cash_register_record_open_cash_user_amount: 500,
        },
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(await stream.next())).toEqual({ topic: "cash_register_records" });
      stream.close();
    } finally {
      await second.close();
      await first.close();
    }
  });
});

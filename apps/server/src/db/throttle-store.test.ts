import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness";
import type { Database } from "../db/client";
import { loginThrottles, rateLimitCounters } from "../db/schema";
import { countHit, pruneThrottles } from "./throttle-store";

describe("throttle store", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("counts hits in a window and starts a new one once it has ended", async () => {
    const db = database.db;
    const first = await countHit(db, "ventana", 60_000);
    expect(first.hits).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await countHit(db, "ventana", 60_000)).hits).toBe(2);
    expect((await countHit(db, "otra", 60_000)).hits).toBe(1);
    await db
      .update(rateLimitCounters)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, "ventana"));
    expect((await countHit(db, "ventana", 60_000)).hits).toBe(1);
  });

  it("counts every one of many simultaneous hits", async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(database.db, "rafaga", 60_000)));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it("prunes rows untouched for an hour and keeps the rest", async () => {
    const db = database.db;
    const longAgo = sql`now() - interval '2 hours'`;
    await db.insert(rateLimitCounters).values({ key: "vieja", hits: 3, resetsAt: longAgo });
    await db.insert(loginThrottles).values([
      { key: "user:vieja", attempts: 9, lastAttemptAt: longAgo, nextAttemptAt: longAgo },
      { key: "user:nueva", attempts: 2, lastAttemptAt: sql`now()`, nextAttemptAt: sql`now()` },
    ]);
    await pruneThrottles(db);
    const counters = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((c) => c.key).sort()).toEqual(["otra", "rafaga", "ventana"]);
    const throttles = await db.select({ key: loginThrottles.key }).from(loginThrottles);
    expect(throttles.map((t) => t.key)).toEqual(["user:nueva"]);
  });
});

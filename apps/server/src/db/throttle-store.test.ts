import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness";
import { stored } from "../../test/stored";
import type { Database } from "../db/client";
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
    await stored(
      db,
    )`update rate_limit_counters set resets_at = now() - interval '1 second' where key = 'ventana'`;
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
    await stored(
      db,
    )`insert into rate_limit_counters (key, hits, resets_at) values ('vieja', 3, now() - interval '2 hours')`;
    await stored(db)`
      insert into login_throttles (key, attempts, last_attempt_at, next_attempt_at) values
        ('user:vieja', 9, now() - interval '2 hours', now() - interval '2 hours'),
        ('user:nueva', 2, now(), now())`;
    await pruneThrottles(db);
    const counters = await stored<{ key: string }>(db)`select key from rate_limit_counters`;
    expect(counters.map((c) => c.key).sort()).toEqual(["otra", "rafaga", "ventana"]);
    const throttles = await stored<{ key: string }>(db)`select key from login_throttles`;
    expect(throttles.map((t) => t.key)).toEqual(["user:nueva"]);
  });
});

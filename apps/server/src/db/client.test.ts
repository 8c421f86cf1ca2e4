import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("openDatabase with PGlite on disk", () => {
  const root = mkdtempSync(path.join(tmpdir(), "club-db-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("creates its data folder, parents included, when it does not exist yet", async () => {
    const dataDir = path.join(root, "nuevo", "data", "pglite");
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.execute("select 1 as one");
      expect(rows).toBeDefined();
      expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    } finally {
      await database.close();
    }
  });
});

describe("openDatabase with PGlite in memory", () => {
  it("writes and reads bytea exactly, as Buffers", async () => {
    const database = await openDatabase({});
    try {
      const every = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
      const big = Buffer.alloc(3 * 1024 * 1024, every);
      const part = big.subarray(5, 300);
      for (const bytes of [every, big, part, Buffer.alloc(0)]) {
        const result = await database.db.execute(
          sql`select ${bytes}::bytea as b, octet_length(${bytes}::bytea) as n`,
        );
        const [row] = (result as unknown as { rows: { b: Buffer; n: number }[] }).rows;
        expect(Buffer.isBuffer(row?.b)).toBe(true);
        expect(row?.n).toBe(bytes.length);
        expect(row?.b.equals(bytes)).toBe(true);
      }
    } finally {
      await database.close();
    }
  });
});

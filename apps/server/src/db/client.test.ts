import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

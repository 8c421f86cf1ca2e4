import { sql } from "drizzle-orm";
import { bigint, integer, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, openTestDatabase } from "../../test/harness";
import type { Database } from "./client";
import { jsonObject, jsonReader } from "./json-rows";

const probe = pgTable("json_rows_probe", {
  id: integer("id").notNull(),
  quantity: numeric("quantity", { precision: 14, scale: 3, mode: "string" }).notNull(),
  at: timestamp("at", { withTimezone: true }),
  label: text("label"),
});

describe(`rows built as JSON in the database (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table json_rows_probe
      (id int not null, quantity numeric(14, 3) not null, at timestamptz, label text)`);
    await database.db.execute(sql`insert into json_rows_probe values
      (1, 1.5, '2026-11-28 10:30:00+00', 'uno'), (2, 12345678901.125, null, null)`);
  });
  afterAll(() => database.close());

  it("reads back what a select of the same columns reads: numerics as the driver's text, times as dates, nulls", async () => {
    const fields = { line: { id: probe.id, quantity: probe.quantity, at: probe.at }, label: probe.label };
    const direct = await database.db
      .select({ line: { id: probe.id, quantity: probe.quantity, at: probe.at }, label: probe.label })
      .from(probe)
      .orderBy(probe.id);
    const built = await database.db
      .select({ json: sql<Record<string, unknown>>`${jsonObject(fields)}` })
      .from(probe)
      .orderBy(probe.id);
    const read = built.map((row) => jsonReader(fields)(row.json));
    expect(read).toEqual(direct);
    expect(read[0]).toEqual({
      line: { id: 1, quantity: "1.500", at: new Date("2026-11-28T10:30:00Z") },
      label: "uno",
    });
    expect(read[1]?.line.quantity).toBe("12345678901.125");
  });

  it("refuses a key that is not a plain name, since keys go into the statement as written", () => {
    expect(() => jsonObject({ "x', (select 1), '": probe.id })).toThrow(/plain name/);
  });

  it("refuses columns JSON would change: a bigint past 2^53, a timestamp kept as text", () => {
    const wide = pgTable("json_rows_wide", {
      big: bigint("big", { mode: "bigint" }),
      at: timestamp("at", { withTimezone: true, mode: "string" }),
    });
    expect(() => jsonObject({ big: wide.big })).toThrow(/would not read back/);
    expect(() => jsonObject({ at: wide.at })).toThrow(/would not read back/);
    expect(() => jsonObject({ at: probe.at, quantity: probe.quantity })).not.toThrow();
  });
});

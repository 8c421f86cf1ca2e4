import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCashRegister } from "../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { runMigration } from "../../../test/migrations-folder";
import { insertRecords, recordRow } from "../../../test/staff-booking-helpers";

const MIGRATION = "0009_register_balances_by_record.sql";

describe(`migration 0009 rewrites the closings stored before balances by record (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("takes the opening out of the old rows' cash and total, and leaves new ones and open ones alone", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const register = await createCashRegister(t.ctx.db, admin.clubId);
    const base = { clubId: admin.clubId, cashRegisterId: register.id, userId: admin.user.id };
    const closed = { closedAt: new Date("2026-11-20T23:00:00Z"), closeAmount: 44_500 };
    const [old, recent, open] = await insertRecords(t.ctx.db, [
      // Stored by the old closing: cash = opening, total = opening, difference = counted − opening.
      {
        ...base,
        ...closed,
        openAmount: 45_000,
        cashBalance: 45_000,
        totalBalance: 45_000,
        cashBalanceDiff: -500,
      },
      // Stored by the new one: reception cash on its own line, the opening in neither.
      {
        ...base,
        ...closed,
        openAmount: 45_000,
        cashBackendBalance: 30_000,
        totalBalance: 30_000,
        cashBalanceDiff: -30_500,
      },
      { ...base, openAmount: 45_000 },
    ]);
    await runMigration(t.ctx.db, MIGRATION);

    const row = (id: number | undefined) => recordRow(t.ctx.db, id ?? 0);
    expect(await row(old?.id)).toMatchObject({ cashBalance: 0, totalBalance: 0, cashBalanceDiff: -500 });
    expect(await row(recent?.id)).toMatchObject({
      cashBalance: 0,
      cashBackendBalance: 30_000,
      totalBalance: 30_000,
    });
    expect(await row(open?.id)).toMatchObject({ cashBalance: 0, totalBalance: 0, closedAt: null });
  });
});

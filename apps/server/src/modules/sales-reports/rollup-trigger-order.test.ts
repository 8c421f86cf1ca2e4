import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onPostgres, openTestDatabase } from "../../../test/harness";
import { stored } from "../../../test/stored";
import type { Database } from "../../db/client";

/**
 * The rollups on `orders` stay free of deadlocks because one club's commits write their rows one at a
 * time, under the club's advisory lock (migrations 0017 to 0019). The sales rollup's own triggers do not
 * take that lock: they count on a trigger that does firing before them at commit, for the same event and
 * whenever they fire. PostgreSQL fires the deferred triggers of one row event in the order of their names,
 * so that order is what this reads.
 */
describe(`rollup triggers on orders fire under the club's lock (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** The deferred row triggers of `orders` per event, in the order they fire (names compare as C does). */
  const firing = async () =>
    Object.fromEntries(
      (
        await stored<{ event: string; triggers: string[] }>(database.db)`
          select e.event, array_agg(t.tgname::text order by t.tgname) as triggers
          from pg_trigger t
          cross join (values ('delete', 8), ('insert', 4), ('update', 16)) e(event, bit)
          where t.tgrelid = 'orders'::regclass and not t.tgisinternal and t.tginitdeferred
            and t.tgtype & e.bit <> 0
          group by e.event`
      ).map((row) => [row.event, row.triggers]),
    );

  it("fires the club's lock first: the status rollup's, then the sales hours' (which lock too), then the sales rollup's", async () => {
    expect(await firing()).toEqual({
      delete: ["orders_by_status_delete"],
      insert: ["orders_by_status_insert", "orders_sales_hours_insert", "orders_sales_rollup_insert"],
      update: ["orders_by_status_update", "orders_sales_hours_update", "orders_sales_rollup_update"],
    });
  });

  it("takes the lock in the sales hours' trigger whenever the sales rollup's fires (same columns and condition)", async () => {
    // What makes each fire: the columns of its UPDATE OF and its WHEN condition.
    const fires = new Map(
      (
        await stored<{ name: string; columns: string; condition: string }>(database.db)`
          select tgname::text as name, tgattr::text as columns,
                 substring(pg_get_triggerdef(oid) from ' FOR EACH ROW (.*) EXECUTE ') as condition
          from pg_trigger where tgrelid = 'orders'::regclass and tgname like 'orders_sales_%'`
      ).map((t) => [t.name, [t.columns, t.condition]]),
    );
    for (const event of ["insert", "update"]) {
      expect(fires.get(`orders_sales_rollup_${event}`)).toBeDefined();
      expect(fires.get(`orders_sales_hours_${event}`)).toEqual(fires.get(`orders_sales_rollup_${event}`));
    }
    const locking = await stored<{ fn: string }>(database.db)`
      select proname::text as fn from pg_proc
      where proname in ('orders_by_status_change', 'sales_rollup_hours_event')
        and prosrc like '%pg_advisory_xact_lock(16,%'
      order by 1`;
    expect(locking.map((r) => r.fn)).toEqual(["orders_by_status_change", "sales_rollup_hours_event"]);
  });
});

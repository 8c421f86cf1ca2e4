import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../../../test/factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { notificationsOfClub } from "../../../test/notification-rows";
import { ledgerOf, stockOf } from "../../../test/order-helpers";

const N = 40;

describe(`the stock ledger under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  /** Deterministic signed quantities from -5 to 3, so that some seeds would take the stock below zero. */
  function quantities(seed: number, n = N) {
    let s = seed;
    return Array.from({ length: n }, () => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      const q = (s % 9) - 5; // -5 … 3
      return q === 0 ? 2 : q;
    });
  }

  async function move(token: string, itemId: number, quantity: number) {
    const data =
      quantity > 0
        ? { stock_movement_reason: "restock", stock_movement_quantity: quantity }
        : {
            stock_movement_reason: "adjustment",
            stock_movement_quantity: quantity,
            stock_movement_note: "Venta",
          };
    const res = await t.send("POST", `/api/admin/item/adjust_item_stock/${itemId}`, token, { data });
    return { status: res.status, quantity };
  }

  /** Each movement's stock_after is the previous one's plus its quantity: one unbroken chain. */
  function expectChained(ledger: Awaited<ReturnType<typeof ledgerOf>>) {
    let running = 0;
    for (const m of ledger) {
      running += Number(m.quantity);
      expect(Number(m.stockAfter)).toBe(running);
    }
    return running;
  }

  it.each([
    [false, 20, 7],
    [true, 5, 3],
  ])(
    "keeps stock = initial + accepted movements = the ledger's sum (negative stock allowed: %s)",
    async (allowNegative, initial, seed) => {
      const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
      const item = await createItem(t.ctx.db, admin.clubId, {
        item_allow_negative_stock: allowNegative,
        item_stock: { item_stock_stock: initial },
      });
      const results = await Promise.all(quantities(seed).map((q) => move(admin.token, item.id, q)));

      expect(results.filter((r) => r.status !== 200 && r.status !== 400)).toEqual([]);
      const accepted = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 400);
      if (allowNegative) expect(refused).toEqual([]);
      else {
        expect(refused.length).toBeGreaterThan(0);
        expect(refused.every((r) => r.quantity < 0)).toBe(true);
      }
      const expected = initial + accepted.reduce((sum, r) => sum + r.quantity, 0);

      const ledger = await ledgerOf(t, item.id);
      expect(ledger).toHaveLength(1 + accepted.length);
      expect(expectChained(ledger)).toBe(expected);
      expect(await stockOf(t, item.id)).toBe(expected);
      if (!allowNegative) expect(ledger.every((m) => Number(m.stockAfter) >= 0)).toBe(true);
      else expect(ledger.some((m) => Number(m.stockAfter) < 0)).toBe(true);
    },
  );

  it("sends one critical_stock notification per administrator for each crossing of the level", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const second = await createUser(t.ctx.db, { clubId: admin.clubId, role: "club_administrator" });
    const critical = 10;
    const item = await createItem(t.ctx.db, admin.clubId, {
      item_stock: { item_stock_stock: 30, item_stock_critical_stock: critical },
    });
    // Sales-like takings of one unit at once: the level is crossed exactly once, the rest are refused.
    const results = await Promise.all(Array.from({ length: N }, () => move(admin.token, item.id, -1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    expect(results.filter((r) => r.status === 400)).toHaveLength(N - 30);
    const alerts = async () =>
      (await notificationsOfClub(t.ctx.db, admin.clubId)).filter((n) => n.type === "critical_stock");
    expect((await alerts()).map((a) => a.userId).sort()).toEqual([admin.user.id, second.id].sort());

    // Rounds of mixed restocks and takings take the stock above the level (re-arming the alert) and back
    // below it; each downward crossing alerts once, however the requests interleave.
    for (let round = 0; round < 3; round++) {
      const up = [...Array(20).fill(1), ...Array(5).fill(-1)];
      await Promise.all(up.map((q) => move(admin.token, item.id, q)));
      await Promise.all(Array.from({ length: 20 }, () => move(admin.token, item.id, -1)));
    }
    let crossings = 0;
    // A new item is armed, as if it had been above the level.
    let wasAbove = true;
    for (const m of await ledgerOf(t, item.id)) {
      const above = Number(m.stockAfter) > critical;
      if (!above && wasAbove) crossings++;
      wasAbove = above;
    }
    expect(crossings).toBeGreaterThanOrEqual(4);
    expect((await alerts()).length).toBe(2 * crossings);
  });
});

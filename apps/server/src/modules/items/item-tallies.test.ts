import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClub } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createItem, createItemCategory } from "../../../test/inventory-factories";
import { stored } from "../../../test/stored";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tally = { club_id: number; category_key: number; items: number };

/** The tallies must equal a real count of the visible items, per club and category. */
async function expectTalliesMatchCounts() {
  const tallies = await stored<Tally>(
    t.ctx.db,
  )`select club_id, category_key, items from item_tallies where items > 0
                              order by 1, 2`;
  const counts = await stored<Tally>(
    t.ctx.db,
  )`select club_id, coalesce(item_category_id, 0) as category_key, count(*)::int as items
                              from items where deleted_at is null group by 1, 2 order by 1, 2`;
  expect(tallies).toEqual(counts);
  return tallies;
}

describe("item tallies", () => {
  it("follow creations, category moves, soft deletes and deleted categories", async () => {
    const club = await createClub(t.ctx.db);
    const drinks = await createItemCategory(t.ctx.db, club.id, "Bebidas");
    const snacks = await createItemCategory(t.ctx.db, club.id, "Snacks");
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createItem(t.ctx.db, club.id, { item_category: drinks.id }));
    await createItem(t.ctx.db, club.id);
    expect(await expectTalliesMatchCounts()).toContainEqual({
      club_id: club.id,
      category_key: drinks.id,
      items: 5,
    });

    const [first, second] = made;
    if (!first || !second) throw new Error("items missing");
    await stored(t.ctx.db)`update items set item_category_id = ${snacks.id} where id = ${first.id}`;
    await stored(t.ctx.db)`update items set deleted_at = now() where id = ${second.id}`;
    // Touching only the stock (what every sale does) leaves the tallies alone.
    await stored(
      t.ctx.db,
    )`update items set item_stock_stock = item_stock_stock + 1 where club_id = ${club.id}`;
    await stored(t.ctx.db)`delete from item_categories where id = ${drinks.id}`;

    const tallies = await expectTalliesMatchCounts();
    expect(tallies.filter((r) => r.club_id === club.id)).toEqual([
      { club_id: club.id, category_key: 0, items: 4 },
      { club_id: club.id, category_key: snacks.id, items: 1 },
    ]);
  });

  it("stay exact when many items are created and moved at once", async () => {
    const club = await createClub(t.ctx.db);
    const a = await createItemCategory(t.ctx.db, club.id);
    const b = await createItemCategory(t.ctx.db, club.id);
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createItem(t.ctx.db, club.id, { item_category: i % 2 ? a.id : b.id }),
      ),
    );
    // Opposite moves at the same time: each trigger takes its two tally rows in key order.
    await Promise.all(
      created.map(
        (item, i) =>
          stored(t.ctx.db)`update items set item_category_id = ${i % 2 ? b.id : a.id} where id = ${item.id}`,
      ),
    );
    await expectTalliesMatchCounts();
  });
});

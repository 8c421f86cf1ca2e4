import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct, createProductCategory } from "../../../test/catalog-factories";
import { createAdmin } from "../../../test/factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { categoriesOfClub, movementsOfClub } from "../../../test/inventory-rows";
import { stored } from "../../../test/stored";

const N = 12;

describe(`items under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  async function post(path: string, token: string, data: object) {
    const res = await t.send("POST", `/api/admin/item/${path}`, token, { data });
    return { status: res.status, body: res.body as { error?: { message: string; details?: unknown } } };
  }

  const visible = (clubId: number) =>
    stored<{ id: number }>(t.ctx.db)`select id from items where club_id = ${clubId} and deleted_at is null`;

  it("creates one item when N creates with the same barcode arrive at once; the rest get 409 on the field", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        post("create_item", admin.token, {
          item_name: `Agua ${i}`,
          item_buy_price: 300,
          item_sell_price: 800,
          item_barcode: "7801620001230",
          item_stock: { item_stock_stock: 10 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers.map((r) => r.status)).toEqual(Array(N - 1).fill(409));
    for (const l of losers) {
      expect(l.body.error).toMatchObject({
        message: "Ya existe un producto con este código de barras",
        details: [{ field: "data.item_barcode" }],
      });
    }
    const [only] = await visible(admin.clubId);
    expect(await visible(admin.clubId)).toHaveLength(1);
    // The losers' initial movements rolled back with them.
    const ledger = await movementsOfClub(t.ctx.db, admin.clubId);
    expect(ledger.map((m) => m.itemId)).toEqual([only?.id]);
  });

  it("imports a product once when N imports arrive at once, creating its category once", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const category = await createProductCategory(t.ctx.db, "Snacks");
    const product = await createProduct(t.ctx.db, { categoryId: category.id, barcode: "7802000012345" });
    const others = await Promise.all(
      Array.from({ length: 4 }, () => createProduct(t.ctx.db, { categoryId: category.id })),
    );
    const prices = { item_buy_price: 500, item_sell_price: 900, item_stock: { item_stock_stock: 3 } };
    const results = await Promise.all([
      ...Array.from({ length: N }, () => post(`create_item_by_product/${product.id}`, admin.token, prices)),
      // Different products of the same catalog category, racing to create the club's "Snacks".
      ...others.map((p) => post(`create_item_by_product/${p.id}`, admin.token, prices)),
    ]);
    const same = results.slice(0, N);
    expect(same.filter((r) => r.status === 200)).toHaveLength(1);
    for (const l of same.filter((r) => r.status !== 200)) {
      expect(l.status).toBe(409);
      expect(l.body.error?.message).toBe("Este producto ya está en tu inventario");
    }
    expect(results.slice(N).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await visible(admin.clubId)).toHaveLength(5);
    const categories = await categoriesOfClub(t.ctx.db, admin.clubId);
    expect(categories.map((c) => c.name)).toEqual(["Snacks"]);
  });
});

import { normalizeSearchText, searchTextOf } from "@club/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { itemCategories, items } from "../db/schema";

const KINDS = [
  "Agua",
  "Bebida",
  "Jugo",
  "Café",
  "Té",
  "Barra",
  "Galletas",
  "Papas",
  "Maní",
  "Pelotas",
  "Grip",
  "Overgrip",
  "Muñequera",
  "Toalla",
  "Calcetines",
  "Gorro",
];
const FLAVOURS = [
  "Limón",
  "Naranja",
  "Piña",
  "Frutilla",
  "Chocolate",
  "Vainilla",
  "Original",
  "Cero",
  "Menta",
  "Durazno",
  "Manzana",
  "Coco",
];
const BRANDS = [
  "Cachantun",
  "Coca-Cola",
  "Watt's",
  "Nestlé",
  "Costa",
  "McKay",
  "Evercrisp",
  "Head",
  "Bullpadel",
  "Wilson",
  "Babolat",
  "Adidas",
  "Nox",
  "Dunlop",
];
const SIZES = ["350 ml", "500 ml", "1,5 l", "40 g", "100 g", "x3", "x1", "Talla M", "Talla L", "Pack 6"];

/**
 * A club with `count` realistic items for load tests: names like "Jugo Piña 500 ml", ten categories,
 * unique barcodes, stock with its initial ledger row. Deterministic, so runs compare.
 */
export async function insertBenchItems(db: Db, clubId: number, count: number) {
  const categories = await db
    .insert(itemCategories)
    .values(KINDS.slice(0, 10).map((name) => ({ clubId, name: `Categoría ${name}` })))
    .returning({ id: itemCategories.id });
  const at = (list: readonly string[], i: number) => list[i % list.length] ?? "";
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `${at(KINDS, i)} ${at(FLAVOURS, Math.floor(i / KINDS.length))} ${at(SIZES, Math.floor(i / 7))} ${i}`;
    const brand = at(BRANDS, Math.floor(i / 3));
    const barcode = `2${String(clubId).padStart(4, "0")}${String(i).padStart(8, "0")}`;
    const stock = (i * 37) % 120;
    return {
      clubId,
      name,
      brand,
      buyPrice: 300 + ((i * 53) % 5000),
      sellPrice: 600 + ((i * 71) % 9000),
      barcode,
      favorite: i % 17 === 0,
      categoryId: i % 11 === 0 ? null : (categories[i % categories.length]?.id ?? null),
      stock: String(stock),
      criticalStock: "5",
      criticalNotified: stock <= 5,
      nameKey: normalizeSearchText(name),
      searchText: searchTextOf({ name, brand, barcode }),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(items).values(rows.slice(i, i + 1000));
  // The ledger agrees with the stock: one initial movement per item that has some.
  await db.execute(sql`
    insert into stock_movements (club_id, item_id, quantity, stock_after, reason)
    select club_id, id, item_stock_stock, item_stock_stock, 'initial'
    from items where club_id = ${clubId} and item_stock_stock <> 0`);
}

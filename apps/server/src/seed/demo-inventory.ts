import { quantityToDecimal } from "@club/domain";
import type { Tx } from "../db/client";
import { findCategoryIdByName } from "../modules/item-categories/item-categories.repository";
import { importProduct } from "../modules/items/item-import.service";
import { createItem } from "../modules/items/items.service";
import { applyStockMovement } from "../modules/stock/stock.service";
import { catalogProductIdsByName } from "./catalog";
import type { DemoAccounts } from "./demo-accounts";
import type { DemoClubs } from "./demo-clubs";

/** A catalog product as the club stocks it: prices in pesos, stock and critical level in units. */
type Stocked = {
  product: string;
  buy: number;
  sell: number;
  stock: number;
  critical: number;
  favorite?: true;
};

const stocked = (
  product: string,
  buy: number,
  sell: number,
  stock: number,
  critical: number,
  favorite?: true,
): Stocked => ({ product, buy, sell, stock, critical, ...(favorite ? { favorite } : {}) });

// At or below their level: Pepsi Zero, the water, Red Bull, Kit Kat, the Head balls, the Wilson overgrip
// and the paddle protector (the demo notifications already tell about three of them).
const DEMO_CLUB_PRODUCTS: Stocked[] = [
  stocked("Coca-Cola Original lata 350 ml", 450, 1000, 48, 12, true),
  stocked("Coca-Cola Sin Azúcar lata 350 ml", 450, 1000, 36, 12),
  stocked("Sprite Zero lata 350 ml", 420, 1000, 24, 8),
  stocked("Fanta Naranja 591 ml", 700, 1500, 18, 6),
  stocked("Pepsi Zero lata 350 ml", 400, 900, 4, 6),
  stocked("Agua mineral sin gas 500 ml", 350, 900, 6, 12, true),
  stocked("Agua mineral con gas 500 ml", 350, 900, 30, 12),
  stocked("Cachantun Más Limón 500 ml", 500, 1100, 20, 6),
  stocked("Néctar durazno 300 ml", 450, 1000, 14, 6),
  stocked("Gatorade Frutas Tropicales 500 ml", 900, 1800, 22, 6, true),
  stocked("Powerade Mountain Blast 500 ml", 850, 1700, 15, 6),
  stocked("Red Bull Energy Drink 250 ml", 1200, 2200, 3, 6),
  stocked("Monster Energy 473 ml", 1300, 2500, 12, 4),
  stocked("Barra Wild Protein chocolate 45 g", 900, 1800, 10, 4),
  stocked("Barra de cereal avena y miel 25 g", 250, 600, 40, 10),
  stocked("Mix frutos secos 100 g", 1100, 2200, 8, 3),
  stocked("Café espresso", 250, 1500, 150, 20),
  stocked("Café cortado", 300, 1800, 120, 20),
  stocked("Medialuna", 300, 900, 12, 4),
  stocked("Galletas Tritón vainilla 126 g", 600, 1200, 10, 4),
  stocked("Chocman 33 g", 250, 600, 30, 10),
  stocked("Kit Kat 41,5 g", 600, 1200, 2, 5),
  stocked("Papas fritas Lay's Clásicas 110 g", 1200, 2200, 9, 4),
  stocked("Doritos queso 85 g", 1000, 2000, 7, 4),
  stocked("Pelotas Head Padel Pro", 4000, 7990, 3, 5, true),
  stocked("Pelotas Bullpadel Premium Pro", 4200, 8490, 14, 5),
  stocked("Pelotas Wilson Padel Rush 100", 3800, 7490, 9, 4),
  stocked("Overgrip Wilson Pro Overgrip (3 unidades)", 2500, 5990, 2, 4),
  stocked("Overgrip Head Prime Tour (3 unidades)", 2400, 5490, 11, 4),
  stocked("Grip Head HydroSorb Pro", 3500, 7990, 5, 2),
  stocked("Muñequera de toalla (par)", 1500, 3990, 6, 2),
  stocked("Gorra de pádel", 4000, 9990, 4, 1),
  stocked("Protector de paleta transparente", 1500, 3990, 1, 2),
];

const ANDES_CLUB_PRODUCTS: Stocked[] = [
  stocked("Agua mineral sin gas 500 ml", 380, 1000, 24, 6),
  stocked("Gatorade Mandarina 500 ml", 950, 1900, 12, 4),
  stocked("Pelotas Head Padel", 3500, 6990, 8, 3),
  stocked("Overgrip Bullpadel Comfort (unidad)", 900, 2490, 15, 5),
];

/** Sold by weight or volume: the club's own, not in the catalog. */
const BULK_ITEMS = [
  {
    name: "Maní a granel",
    description: "Maní tostado salado, se vende por peso",
    buyPrice: 4500,
    sellPrice: 8990,
    measurementUnit: "Kilogramos",
    stock: 3.75,
    criticalStock: 1,
    category: "Frutos secos y barras",
  },
  {
    name: "Jugo natural de naranja",
    description: "Exprimido en el día, por litro",
    buyPrice: 1800,
    sellPrice: 4500,
    measurementUnit: "Litros",
    // Below its level: the kiosk squeezes more in the morning.
    stock: 1.5,
    criticalStock: 2,
    category: "Jugos y néctares",
  },
  {
    name: "Café de grano tostado",
    description: "Para la máquina de espresso, por gramos",
    buyPrice: 18,
    sellPrice: 30,
    measurementUnit: "Gramos",
    stock: 1250,
    criticalStock: 300,
    category: "Cafetería",
  },
] as const;

async function importStocked(tx: Tx, clubId: number, productIds: Map<string, number>, list: Stocked[]) {
  const itemIds = new Map<string, number>();
  for (const s of list) {
    const productId = productIds.get(s.product);
    if (productId === undefined) throw new Error(`demo product "${s.product}" is not in the global catalog`);
    const item = await importProduct(tx, {
      clubId,
      userId: null,
      productId,
      item: {
        buyPrice: s.buy,
        sellPrice: s.sell,
        favorite: s.favorite ?? false,
        stock: s.stock,
        criticalStock: s.critical,
      },
    });
    itemIds.set(item.name, item.id);
  }
  return itemIds;
}

/**
 * Stocks both demo clubs' shelves, through the same services as the API: catalog imports for most
 * items (so their images, barcodes and categories come from the catalog) and three bulk items of the
 * demo club's own. Runs before the accounts exist: the initial movements have no author, and items
 * already at their critical level are marked as alerted without a notification (the demo's fixed
 * notifications tell that story).
 */
export async function seedDemoInventory(tx: Tx, clubs: DemoClubs) {
  const productIds = await catalogProductIdsByName(tx);
  const demo = await importStocked(tx, clubs.demo.id, productIds, DEMO_CLUB_PRODUCTS);
  for (const { category, ...bulk } of BULK_ITEMS) {
    const item = await createItem(tx, {
      clubId: clubs.demo.id,
      userId: null,
      item: {
        ...bulk,
        bulk: true,
        // A category the imports above created, named like the catalog's.
        categoryId: await findCategoryIdByName(tx, clubs.demo.id, category),
      },
    });
    demo.set(item.name, item.id);
  }
  await importStocked(tx, clubs.andes.id, productIds, ANDES_CLUB_PRODUCTS);
  return demo;
}

/** A little history by the administrator on items that stay above their level (no alert is due). */
const HISTORY: {
  item: string;
  reason: "restock" | "adjustment" | "count";
  quantity: number;
  note?: string;
}[] = [
  { item: "Coca-Cola Original lata 350 ml", reason: "restock", quantity: 24, note: "Pedido semanal" },
  { item: "Coca-Cola Original lata 350 ml", reason: "adjustment", quantity: -2, note: "Latas abolladas" },
  { item: "Pelotas Bullpadel Premium Pro", reason: "count", quantity: 13 },
  { item: "Maní a granel", reason: "restock", quantity: 2.5 },
  { item: "Maní a granel", reason: "adjustment", quantity: -0.25, note: "Degustación en el torneo" },
];

export async function seedDemoStockHistory(
  tx: Tx,
  clubs: DemoClubs,
  accounts: DemoAccounts,
  itemIds: Map<string, number>,
) {
  for (const h of HISTORY) {
    const itemId = itemIds.get(h.item);
    if (itemId === undefined) throw new Error(`demo item "${h.item}" missing`);
    await applyStockMovement(tx, {
      clubId: clubs.demo.id,
      itemId,
      quantity: quantityToDecimal(h.quantity),
      reason: h.reason,
      note: h.note ?? null,
      userId: accounts.admin.id,
    });
  }
}

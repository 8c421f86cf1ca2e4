import { randomBytes } from "node:crypto";
import type { Db } from "../src/db/client";
import { insertCategory } from "../src/modules/item-categories/item-categories.repository";
import { createItem as createItemService } from "../src/modules/items/items.service";
import { type CreateItemBody, fromNewItemWire } from "../src/modules/items/items.wire";

const unique = () => randomBytes(4).toString("hex");

export async function createItemCategory(db: Db, clubId: number, name = `Categoría ${unique()}`) {
  const id = await insertCategory(db, clubId, { name, description: "", imageId: null });
  return { id, name };
}

/**
 * An item made by the real service, so its initial stock is the ledger's first movement and the
 * search columns are filled. Written with the API's names (stock and critical level in `item_stock`) and
 * mapped as the route maps them.
 */
export function createItem(
  db: Db,
  clubId: number,
  overrides: Partial<CreateItemBody> = {},
  userId: number | null = null,
) {
  return createItemService(db, {
    clubId,
    userId,
    item: fromNewItemWire({
      item_name: `Producto ${unique()}`,
      item_buy_price: 500,
      item_sell_price: 1000,
      ...overrides,
    }),
  });
}

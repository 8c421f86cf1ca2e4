import { decimalToQuantity, pageInfo, quantityToDecimal } from "@club/domain";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import { categoryInClub } from "../item-categories/item-categories.repository";
import { checkItemReferences, insertItemWithStock } from "./item-create";
import { itemNotFound, withItemConflicts } from "./item-errors";
import type { NewItemInput } from "./item-input";
import { listItemPage } from "./item-list.repository";
import { checkInitialStock, checkWholeQuantities, unitFor } from "./item-rules";
import { findItemRow, type ItemRow, softDeleteItem, stockSummary } from "./items.repository";

export async function findItem(db: DbOrTx, clubId: number, itemId: number): Promise<ItemRow> {
  const row = await findItemRow(db, clubId, itemId);
  if (!row) throw itemNotFound();
  return row;
}

/**
 * A page of the club's items by name; with `text`, only those whose name, brand or barcode contain every
 * word of it (an item whose barcode is the whole text first); `category` narrows to a category, `none`
 * to those without one, `all` (or undefined) leaves it open.
 */
export async function listItems(
  db: DbOrTx,
  input: {
    clubId: number;
    category?: number | "all" | "none";
    text?: string;
    /** Only the items at or below their critical stock. */
    criticalOnly?: boolean;
    page: number;
    limit: number;
  },
) {
  const { clubId, page, limit } = input;
  const category = input.category === "all" ? undefined : input.category;
  // Another club's category is answered like a missing one, not with an empty page.
  if (typeof category === "number" && !(await categoryInClub(db, clubId, category))) {
    throw notFound("Categoría no encontrada");
  }
  const { rows, total } = await listItemPage(db, {
    clubId,
    category,
    text: input.text,
    critical: input.criticalOnly ?? false,
    limit,
    offset: (page - 1) * limit,
  });
  return { rows, pagination: pageInfo(page, limit, total) };
}

export async function createItem(
  db: Db,
  input: { clubId: number; userId: number | null; item: NewItemInput },
): Promise<ItemRow> {
  const { clubId, item } = input;
  const bulk = item.bulk ?? false;
  const allowNegativeStock = item.allowNegativeStock ?? false;
  const stock = item.stock ?? 0;
  const critical = item.criticalStock ?? 0;
  const measurementUnit = unitFor(bulk, item.measurementUnit);
  checkWholeQuantities(bulk, { stock, critical });
  checkInitialStock(stock, allowNegativeStock);
  const barcode = item.barcode ?? null;
  const itemId = await withItemConflicts(() =>
    db.transaction(async (tx) => {
      await checkItemReferences(tx, clubId, { categoryId: item.categoryId, imageId: item.imageId, barcode });
      return insertItemWithStock(tx, {
        clubId,
        userId: input.userId,
        stock,
        values: {
          name: item.name,
          brand: item.brand ?? "",
          description: item.description ?? "",
          buyPrice: item.buyPrice,
          sellPrice: item.sellPrice,
          barcode,
          favorite: item.favorite ?? false,
          bulk,
          measurementUnit,
          allowNegativeStock,
          categoryId: item.categoryId ?? null,
          imageId: item.imageId ?? null,
          criticalStock: quantityToDecimal(critical),
        },
      });
    }),
  );
  return findItem(db, clubId, itemId);
}

export async function deleteItem(db: DbOrTx, clubId: number, itemId: number) {
  const deleted = await softDeleteItem(db, clubId, itemId);
  if (deleted === null) throw itemNotFound();
  return deleted;
}

/** Units of items sold by unit, stock value at buy and sell price, items at or below critical. */
export async function summarizeStock(db: DbOrTx, clubId: number) {
  const s = await stockSummary(db, clubId);
  return {
    totalItems: s.totalItems,
    totalUnits: decimalToQuantity(s.totalUnits),
    buyValue: Number(s.buyValue),
    sellValue: Number(s.sellValue),
    criticalItems: s.criticalItems,
  };
}

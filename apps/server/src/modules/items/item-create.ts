import { normalizeSearchText, quantityToDecimal, searchTextOf } from "@club/domain";
import type { DbOrTx, Tx } from "../../db/client";
import { categoryInClub } from "../item-categories/item-categories.repository";
import { applyStockMovement } from "../stock/stock.service";
import { uploadUsableByClub } from "../uploads/uploads.repository";
import { barcodeTaken, categoryNotInClub, imageNotUsable } from "./item-errors";
import { barcodeTaken as barcodeInUse, insertItem, type NewItem } from "./items.repository";

/** The stored search columns follow the name, brand and barcode on every write. */
export const searchColumns = (item: { name: string; brand?: string | null; barcode?: string | null }) => ({
  nameKey: normalizeSearchText(item.name),
  searchText: searchTextOf(item),
});

/**
 * What an item points to must be the club's: its category, its image (or a platform image such as the
 * catalog's), and its barcode must be free in the club. Checked first for a clear answer; the unique
 * index decides under concurrency (withItemConflicts).
 */
export async function checkItemReferences(
  db: DbOrTx,
  clubId: number,
  refs: { categoryId?: number | null; imageId?: number | null; barcode?: string | null; itemId?: number },
) {
  if (refs.categoryId != null && !(await categoryInClub(db, clubId, refs.categoryId))) {
    throw categoryNotInClub();
  }
  if (refs.imageId != null && !(await uploadUsableByClub(db, clubId, refs.imageId))) throw imageNotUsable();
  if (refs.barcode != null && (await barcodeInUse(db, clubId, refs.barcode, refs.itemId))) {
    throw barcodeTaken();
  }
}

export type NewItemInput = {
  clubId: number;
  userId: number | null;
  values: Omit<NewItem, "clubId" | "nameKey" | "searchText">;
  /** The initial stock: when not zero it is the ledger's first movement ('initial'). */
  stock: number;
};

export async function insertItemWithStock(tx: Tx, input: NewItemInput): Promise<number> {
  const itemId = await insertItem(tx, {
    ...input.values,
    clubId: input.clubId,
    ...searchColumns(input.values),
  });
  if (input.stock !== 0) {
    await applyStockMovement(tx, {
      clubId: input.clubId,
      itemId,
      quantity: quantityToDecimal(input.stock),
      reason: "initial",
      userId: input.userId,
    });
  }
  return itemId;
}

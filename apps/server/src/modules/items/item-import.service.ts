import { quantityToDecimal } from "@club/domain";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../http/app-error";
import { ensureCategoryNamed } from "../item-categories/item-categories.repository";
import { checkItemReferences, insertItemWithStock } from "./item-create";
import { productAlreadyAdded, withItemConflicts } from "./item-errors";
import { findCatalogProduct } from "./item-import.repository";
import type { ProductImportInput } from "./item-input";
import { checkWholeQuantities } from "./item-rules";
import { type ItemRow, productAlreadyImported } from "./items.repository";
import { findItem } from "./items.service";

/** The category given, or the club's category named like the product's, created when missing. */
async function importedCategory(
  tx: Tx,
  clubId: number,
  given: number | null | undefined,
  named: string | null,
) {
  if (given !== undefined) return given;
  return named === null ? null : ensureCategoryNamed(tx, clubId, named);
}

/**
 * Two imports of one product racing collide on the barcode index as often as on the product one: a
 * conflict while the product is by then in the inventory is answered as the repeated import it is.
 */
async function importOnce<T>(db: Db, clubId: number, productId: number, write: () => Promise<T>) {
  try {
    return await withItemConflicts(write);
  } catch (e) {
    if (
      e instanceof AppError &&
      e.code === "CONFLICT" &&
      (await productAlreadyImported(db, clubId, productId))
    ) {
      throw productAlreadyAdded();
    }
    throw e;
  }
}

/**
 * Copies a catalog product (name, brand, description, barcode, image, category) into the club's
 * inventory with the club's own prices and stock. A product is imported once per club (409 after that,
 * also when two imports race: the unique index on (club_id, product_id) decides).
 */
export async function importProduct(
  db: Db,
  input: { clubId: number; userId: number | null; productId: number; item: ProductImportInput },
): Promise<ItemRow> {
  const { clubId, productId, item } = input;
  const product = await findCatalogProduct(db, productId);
  if (!product) throw notFound("Producto del catálogo no encontrado");
  const stock = item.stock ?? 0;
  const critical = item.criticalStock ?? 0;
  // The catalog lists products sold by unit.
  checkWholeQuantities(false, { stock, critical });
  const itemId = await importOnce(db, clubId, productId, () =>
    db.transaction(async (tx) => {
      if (await productAlreadyImported(tx, clubId, productId)) throw productAlreadyAdded();
      await checkItemReferences(tx, clubId, { categoryId: item.categoryId, barcode: product.barcode });
      return insertItemWithStock(tx, {
        clubId,
        userId: input.userId,
        stock,
        values: {
          name: product.name,
          brand: product.brand,
          description: product.description,
          barcode: product.barcode,
          imageId: product.imageId,
          productId,
          categoryId: await importedCategory(tx, clubId, item.categoryId, product.categoryName),
          buyPrice: item.buyPrice,
          sellPrice: item.sellPrice,
          favorite: item.favorite ?? false,
          criticalStock: quantityToDecimal(critical),
        },
      });
    }),
  );
  return findItem(db, clubId, itemId);
}

import {
  decimalToQuantity,
  formatQuantity,
  type MeasurementUnit,
  measurementUnitShort,
  quantityToDecimal,
  WHOLE_QUANTITIES_MESSAGE,
} from "@club/domain";
import type { Db } from "../../db/client";
import { badRequest, conflict } from "../../http/app-error";
import { checkItemReferences, searchColumns } from "./item-create";
import { itemField, itemNotFound, withItemConflicts } from "./item-errors";
import type { ItemEditInput } from "./item-input";
import { CRITICAL_FIELD, checkWholeQuantities, unitFor } from "./item-rules";
import { hasLiveFractionalLines, type ItemRow, lockItemForEdit, updateItemRow } from "./items.repository";
import { findItem } from "./items.service";

type Locked = NonNullable<Awaited<ReturnType<typeof lockItemForEdit>>>;

const stockText = (item: Locked) =>
  formatQuantity(decimalToQuantity(item.stock), measurementUnitShort(item.measurementUnit));

/** Rules that depend on the stock the item holds now (read under the row lock). */
function checkAgainstStock(current: Locked, changes: ItemEditInput, bulk: boolean) {
  if (current.bulk && !bulk) {
    if (!current.stockIsWhole) {
      throw badRequest(
        itemField("item_bulk"),
        `El stock (${stockText(current)}) tiene decimales: ajústalo a un número entero antes de vender este producto por unidad`,
      );
    }
    if (changes.criticalStock === undefined && !current.criticalIsWhole) {
      throw badRequest(CRITICAL_FIELD, WHOLE_QUANTITIES_MESSAGE);
    }
  }
  if (changes.allowNegativeStock === false && current.stockIsNegative) {
    throw badRequest(
      itemField("item_allow_negative_stock"),
      `El stock es negativo (${stockText(current)}): corrígelo con un ajuste antes de impedir el stock negativo`,
    );
  }
}

/**
 * Changes the given fields only. The stock itself never changes here (a stale form would undo sales):
 * only stock movements change it. A new critical level above the stock re-arms the alert.
 */
export async function updateItem(
  db: Db,
  input: { clubId: number; itemId: number; changes: ItemEditInput },
): Promise<ItemRow> {
  const { clubId, itemId, changes } = input;
  await withItemConflicts(() =>
    db.transaction(async (tx) => {
      const current = await lockItemForEdit(tx, clubId, itemId);
      if (!current) throw itemNotFound();
      const bulk = changes.bulk ?? current.bulk;
      const unit =
        changes.measurementUnit === undefined
          ? (current.measurementUnit as MeasurementUnit | null)
          : changes.measurementUnit;
      const measurementUnit = unitFor(bulk, unit);
      const critical = changes.criticalStock;
      checkWholeQuantities(bulk, { critical });
      checkAgainstStock(current, changes, bulk);
      if (current.bulk && !bulk && (await hasLiveFractionalLines(tx, itemId))) {
        throw conflict(
          "Hay ventas pendientes o pagadas con fracciones de este producto: cóbralas o anúlalas antes de venderlo por unidad",
        );
      }
      await checkItemReferences(tx, clubId, {
        categoryId: changes.categoryId,
        imageId: changes.imageId,
        barcode: changes.barcode,
        itemId,
      });
      const named = {
        name: changes.name ?? current.name,
        brand: changes.brand ?? current.brand,
        barcode: changes.barcode === undefined ? current.barcode : changes.barcode,
      };
      await updateItemRow(tx, itemId, {
        ...named,
        ...searchColumns(named),
        description: changes.description,
        buyPrice: changes.buyPrice,
        sellPrice: changes.sellPrice,
        favorite: changes.favorite,
        bulk,
        measurementUnit,
        allowNegativeStock: changes.allowNegativeStock,
        categoryId: changes.categoryId,
        imageId: changes.imageId,
        criticalStock: critical === undefined ? undefined : quantityToDecimal(critical),
      });
    }),
  );
  return findItem(db, clubId, itemId);
}

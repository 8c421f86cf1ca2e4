import type { EndpointParsed, updateItem as updateItemEndpoint } from "@club/contract";
import {
  decimalToQuantity,
  formatQuantity,
  type MeasurementUnit,
  measurementUnitShort,
  quantityToDecimal,
} from "@club/domain";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/app-error";
import { checkItemReferences, searchColumns } from "./item-create";
import { itemField, itemNotFound, withItemConflicts } from "./item-errors";
import { CRITICAL_FIELD, checkWholeQuantities, unitFor } from "./item-rules";
import { type ItemRow, lockItemForEdit, updateItemRow } from "./items.repository";
import { findItem } from "./items.service";

export type UpdateItemData = EndpointParsed<typeof updateItemEndpoint>["body"]["data"];

type Locked = NonNullable<Awaited<ReturnType<typeof lockItemForEdit>>>;

const stockText = (item: Locked) =>
  formatQuantity(decimalToQuantity(item.stock), measurementUnitShort(item.measurementUnit));

/** Rules that depend on the stock the item holds now (read under the row lock). */
function checkAgainstStock(current: Locked, data: UpdateItemData, bulk: boolean) {
  if (current.bulk && !bulk) {
    if (!current.stockIsWhole) {
      throw badRequest(
        itemField("item_bulk"),
        `El stock (${stockText(current)}) tiene decimales: ajústalo a un número entero antes de vender este producto por unidad`,
      );
    }
    if (data.item_stock?.item_stock_critical_stock === undefined && !current.criticalIsWhole) {
      throw badRequest(CRITICAL_FIELD, "Los productos por unidad usan cantidades enteras");
    }
  }
  if (data.item_allow_negative_stock === false && current.stockIsNegative) {
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
  input: { clubId: number; itemId: number; data: UpdateItemData },
): Promise<ItemRow> {
  const { clubId, itemId, data } = input;
  await withItemConflicts(() =>
    db.transaction(async (tx) => {
      const current = await lockItemForEdit(tx, clubId, itemId);
      if (!current) throw itemNotFound();
      const bulk = data.item_bulk ?? current.bulk;
      const unit =
        data.item_measurement_unit === undefined
          ? (current.measurementUnit as MeasurementUnit | null)
          : data.item_measurement_unit;
      const measurementUnit = unitFor(bulk, unit);
      const critical = data.item_stock?.item_stock_critical_stock;
      checkWholeQuantities(bulk, { critical });
      checkAgainstStock(current, data, bulk);
      await checkItemReferences(tx, clubId, {
        categoryId: data.item_category,
        imageId: data.item_image,
        barcode: data.item_barcode,
        itemId,
      });
      const named = {
        name: data.item_name ?? current.name,
        brand: data.item_brand ?? current.brand,
        barcode: data.item_barcode === undefined ? current.barcode : data.item_barcode,
      };
      await updateItemRow(tx, itemId, {
        ...named,
        ...searchColumns(named),
        description: data.item_description,
        buyPrice: data.item_buy_price,
        sellPrice: data.item_sell_price,
        favorite: data.item_favorite,
        bulk,
        measurementUnit,
        allowNegativeStock: data.item_allow_negative_stock,
        categoryId: data.item_category,
        imageId: data.item_image,
        criticalStock: critical === undefined ? undefined : quantityToDecimal(critical),
      });
    }),
  );
  return findItem(db, clubId, itemId);
}

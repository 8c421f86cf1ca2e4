import { type Item, type ItemDetail, NO_CATEGORY_LABEL } from "@club/contract";
import { decimalToQuantity, isCriticalStock, type MeasurementUnit, measurementUnitShort } from "@club/domain";
import { imageRefOf, thumbnailOrPlaceholder } from "../uploads/upload-urls";
import type { ItemRow } from "./items.repository";

/** An item with the spec's wire names: stock and category nested, "Sin categoria" when it has none. */
export function toItemWire(row: ItemRow): Item {
  const stock = decimalToQuantity(row.stock);
  const critical = decimalToQuantity(row.criticalStock);
  const image = imageRefOf({ id: row.imageId, key: row.imageKey });
  return {
    id: row.id,
    item_name: row.name,
    item_brand: row.brand,
    item_description: row.description,
    item_buy_price: row.buyPrice,
    item_sell_price: row.sellPrice,
    item_barcode: row.barcode,
    item_favorite: row.favorite,
    item_bulk: row.bulk,
    item_measurement_unit: row.measurementUnit as MeasurementUnit | null,
    item_measurement_unit_short: measurementUnitShort(row.measurementUnit),
    item_allow_negative_stock: row.allowNegativeStock,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.createdAt.toISOString(),
    item_image: image ? [image] : [],
    item_image_thumbnail: thumbnailOrPlaceholder(row.imageKey),
    item_stock: {
      item_stock_stock: stock,
      item_stock_critical_stock: critical,
      item_stock_is_critical: isCriticalStock(stock, critical),
    },
    item_category: {
      id: row.categoryName === null ? null : row.categoryId,
      item_category_name: row.categoryName ?? NO_CATEGORY_LABEL,
    },
  };
}

/** The detail view adds the ids an edit form needs. */
export function toItemDetailWire(row: ItemRow): ItemDetail {
  return {
    ...toItemWire(row),
    item_image_id: row.imageKey === null ? null : row.imageId,
    item_category_id: row.categoryName === null ? null : row.categoryId,
    item_product_id: row.productId,
  };
}

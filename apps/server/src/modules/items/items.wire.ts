import type {
  adjustItemStock,
  createItem,
  createItemByProduct,
  EndpointParsed,
  Item,
  ItemDetail,
  updateItem,
} from "@club/contract";
import {
  decimalToQuantity,
  isCriticalStock,
  type MeasurementUnit,
  measurementUnitShort,
  NO_CATEGORY_LABEL,
} from "@club/domain";
import { imageRefOf, thumbnailOrPlaceholder } from "../uploads/upload-urls";
import type { ItemEditInput, ManualMovementInput, NewItemInput, ProductImportInput } from "./item-input";
import type { ItemRow } from "./items.repository";

export type CreateItemBody = EndpointParsed<typeof createItem>["body"]["data"];
type UpdateItemBody = EndpointParsed<typeof updateItem>["body"]["data"];
type ImportProductBody = EndpointParsed<typeof createItemByProduct>["body"]["data"];
type AdjustStockBody = EndpointParsed<typeof adjustItemStock>["body"]["data"];

/** An edit's fields from the wire: a field left out stays undefined (unchanged), null stays null. */
export function fromItemEditWire(data: UpdateItemBody): ItemEditInput {
  return {
    name: data.item_name,
    brand: data.item_brand,
    description: data.item_description,
    buyPrice: data.item_buy_price,
    sellPrice: data.item_sell_price,
    barcode: data.item_barcode,
    favorite: data.item_favorite,
    bulk: data.item_bulk,
    measurementUnit: data.item_measurement_unit,
    allowNegativeStock: data.item_allow_negative_stock,
    categoryId: data.item_category,
    imageId: data.item_image,
    criticalStock: data.item_stock?.item_stock_critical_stock,
  };
}

export function fromNewItemWire(data: CreateItemBody): NewItemInput {
  return {
    ...fromItemEditWire(data),
    name: data.item_name,
    buyPrice: data.item_buy_price,
    sellPrice: data.item_sell_price,
    stock: data.item_stock?.item_stock_stock,
  };
}

export function fromProductImportWire(data: ImportProductBody): ProductImportInput {
  return {
    buyPrice: data.item_buy_price,
    sellPrice: data.item_sell_price,
    favorite: data.item_favorite,
    categoryId: data.item_category,
    stock: data.item_stock?.item_stock_stock,
    criticalStock: data.item_stock?.item_stock_critical_stock,
  };
}

export function fromManualMovementWire(data: AdjustStockBody): ManualMovementInput {
  return {
    reason: data.stock_movement_reason,
    quantity: data.stock_movement_quantity,
    note: data.stock_movement_note,
  };
}

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

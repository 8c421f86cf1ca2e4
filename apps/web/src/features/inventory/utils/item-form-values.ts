import type { CreateItemData, ItemDetail, UpdateItemData } from "@club/contract";
import { type MeasurementUnit, PESOS_RULE, quantityRule } from "@club/domain";
import { numberText, numberValue } from "../../../lib/number-fields";

/** The form's fields carry the API's names, so the server's field errors land beside them. */
export interface ItemFormValues {
  item_name: string;
  item_brand: string;
  item_description: string;
  /** Numbers as typed, es-CL ("1.990"); read with the rules of `itemNumberRules`. */
  item_buy_price: string;
  item_sell_price: string;
  item_barcode: string;
  item_favorite: boolean;
  item_bulk: boolean;
  item_measurement_unit: MeasurementUnit | null;
  item_allow_negative_stock: boolean;
  item_category: string | null;
  item_stock: { item_stock_stock: string; item_stock_critical_stock: string };
}

export const ITEM_FORM_FIELDS = [
  "item_name",
  "item_brand",
  "item_description",
  "item_buy_price",
  "item_sell_price",
  "item_barcode",
  "item_favorite",
  "item_bulk",
  "item_measurement_unit",
  "item_allow_negative_stock",
  "item_category",
  "item_stock.item_stock_stock",
  "item_stock.item_stock_critical_stock",
] as const;

/** The server names fields inside the `{ data }` body: "data.item_name" is the form's "item_name". */
export const formFieldOf = (serverField: string) => serverField.replace(/^(body\.)?data\./, "");

export const emptyItemForm: ItemFormValues = {
  item_name: "",
  item_brand: "",
  item_description: "",
  item_buy_price: "",
  item_sell_price: "",
  item_barcode: "",
  item_favorite: false,
  item_bulk: false,
  item_measurement_unit: null,
  item_allow_negative_stock: false,
  item_category: null,
  item_stock: { item_stock_stock: "0", item_stock_critical_stock: "0" },
};

/** The typed numbers of the form with the rule each is read by (stock follows the bulk switch). */
export function itemNumberFields(values: ItemFormValues) {
  const quantity = quantityRule(values.item_bulk);
  return {
    item_buy_price: [values.item_buy_price, PESOS_RULE],
    item_sell_price: [values.item_sell_price, PESOS_RULE],
    "item_stock.item_stock_stock": [values.item_stock.item_stock_stock, quantity],
    "item_stock.item_stock_critical_stock": [values.item_stock.item_stock_critical_stock, quantity],
  } as const;
}

export function itemFormValues(item: ItemDetail): ItemFormValues {
  const quantity = quantityRule(item.item_bulk);
  return {
    item_name: item.item_name,
    item_brand: item.item_brand,
    item_description: item.item_description,
    item_buy_price: numberText(item.item_buy_price, PESOS_RULE),
    item_sell_price: numberText(item.item_sell_price, PESOS_RULE),
    item_barcode: item.item_barcode ?? "",
    item_favorite: item.item_favorite,
    item_bulk: item.item_bulk,
    item_measurement_unit: item.item_measurement_unit,
    item_allow_negative_stock: item.item_allow_negative_stock,
    item_category: item.item_category_id === null ? null : String(item.item_category_id),
    item_stock: {
      item_stock_stock: numberText(item.item_stock.item_stock_stock, quantity),
      item_stock_critical_stock: numberText(item.item_stock.item_stock_critical_stock, quantity),
    },
  };
}

/** The fields both calls share; the image id is added when saving (it may need an upload first). */
function commonData(values: ItemFormValues) {
  return {
    item_name: values.item_name.trim(),
    item_brand: values.item_brand.trim(),
    item_description: values.item_description.trim(),
    item_buy_price: numberValue(values.item_buy_price, PESOS_RULE),
    item_sell_price: numberValue(values.item_sell_price, PESOS_RULE),
    item_barcode: values.item_barcode.trim() || null,
    item_favorite: values.item_favorite,
    item_bulk: values.item_bulk,
    item_measurement_unit: values.item_bulk ? values.item_measurement_unit : null,
    item_allow_negative_stock: values.item_allow_negative_stock,
    item_category: values.item_category ? Number(values.item_category) : null,
  };
}

// An empty stock field means 0.
const quantityOf = (text: string, values: ItemFormValues) =>
  numberValue(text, quantityRule(values.item_bulk)) || 0;
const criticalStock = (values: ItemFormValues) =>
  quantityOf(values.item_stock.item_stock_critical_stock, values);

export function createItemData(values: ItemFormValues): CreateItemData {
  return {
    ...commonData(values),
    item_stock: {
      item_stock_stock: quantityOf(values.item_stock.item_stock_stock, values),
      item_stock_critical_stock: criticalStock(values),
    },
  };
}

/** The stock itself only changes through stock movements (see the stock panel). */
export function updateItemData(values: ItemFormValues): UpdateItemData {
  // Validation ran first: both prices read as numbers here.
  const data = { ...commonData(values), item_stock: { item_stock_critical_stock: criticalStock(values) } };
  return data as UpdateItemData;
}

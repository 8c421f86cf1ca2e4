import { type ImportProductData, importProductDataSchema } from "@club/contract";
import { schemaResolver } from "@mantine/form";
import { numberOrUndefined } from "./number-input-props";

export interface ImportProductValues {
  item_buy_price: number | string;
  item_sell_price: number | string;
  item_stock: { item_stock_stock: number | string; item_stock_critical_stock: number | string };
}

export const IMPORT_PRODUCT_FIELDS = [
  "item_buy_price",
  "item_sell_price",
  "item_stock.item_stock_stock",
  "item_stock.item_stock_critical_stock",
];

export const emptyImportProduct: ImportProductValues = {
  item_buy_price: "",
  item_sell_price: "",
  item_stock: { item_stock_stock: 0, item_stock_critical_stock: 0 },
};

/** Empty stock fields mean 0. */
export function importProductData(values: ImportProductValues): ImportProductData {
  return {
    item_buy_price: numberOrUndefined(values.item_buy_price) ?? "",
    item_sell_price: numberOrUndefined(values.item_sell_price) ?? "",
    item_stock: {
      item_stock_stock: numberOrUndefined(values.item_stock.item_stock_stock) ?? 0,
      item_stock_critical_stock: numberOrUndefined(values.item_stock.item_stock_critical_stock) ?? 0,
    },
  } as ImportProductData;
}

const schemaErrors = schemaResolver(importProductDataSchema, { sync: true });

/** The server's rules, with its messages. */
export const validateImportProduct = (values: ImportProductValues) => schemaErrors(importProductData(values));

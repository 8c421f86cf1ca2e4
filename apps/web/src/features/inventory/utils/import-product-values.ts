import { type ImportProductData, importProductDataSchema } from "@club/contract";
import { PESOS_RULE, quantityRule } from "@club/domain";
import { type FormErrors, schemaResolver } from "@mantine/form";
import { numberErrors, numberValue } from "../../../lib/number-fields";

/** Numbers as typed, es-CL; catalog products are sold by unit. */
export interface ImportProductValues {
  item_buy_price: string;
  item_sell_price: string;
  item_stock: { item_stock_stock: string; item_stock_critical_stock: string };
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
  item_stock: { item_stock_stock: "0", item_stock_critical_stock: "0" },
};

const UNITS = quantityRule(false);

/** Empty stock fields mean 0. */
export function importProductData(values: ImportProductValues): ImportProductData {
  return {
    item_buy_price: numberValue(values.item_buy_price, PESOS_RULE),
    item_sell_price: numberValue(values.item_sell_price, PESOS_RULE),
    item_stock: {
      item_stock_stock: numberValue(values.item_stock.item_stock_stock, UNITS) || 0,
      item_stock_critical_stock: numberValue(values.item_stock.item_stock_critical_stock, UNITS) || 0,
    },
  } as ImportProductData;
}

const schemaErrors = schemaResolver(importProductDataSchema, { sync: true });

/** The server's rules, with its messages, after the reasons a typed number cannot be read. */
export function validateImportProduct(values: ImportProductValues): FormErrors {
  return {
    ...schemaErrors(importProductData(values)),
    ...numberErrors({
      item_buy_price: [values.item_buy_price, PESOS_RULE],
      item_sell_price: [values.item_sell_price, PESOS_RULE],
      "item_stock.item_stock_stock": [values.item_stock.item_stock_stock, UNITS],
      "item_stock.item_stock_critical_stock": [values.item_stock.item_stock_critical_stock, UNITS],
    }),
  };
}

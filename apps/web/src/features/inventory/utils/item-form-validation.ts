import { createItemDataSchema, quantitySchema } from "@club/contract";
import { measurementUnitProblem, wholeQuantityProblem } from "@club/domain";
import type { FormErrors } from "@mantine/form";
import { schemaResolver } from "@mantine/form";
import { z } from "zod";
import type { ItemFormValues } from "./item-form-values";

// An empty stock field means 0 when saving; a typed one must be a valid, non-negative quantity.
const stockField = z.preprocess(
  (v) => (v === "" ? undefined : v),
  quantitySchema.refine((v) => v >= 0, "No puede ser negativo").optional(),
);

/** The server's rules for create_item (same messages), with the form's own stock fields. */
const itemFormSchema = createItemDataSchema.extend({
  item_stock: z.object({ item_stock_stock: stockField, item_stock_critical_stock: stockField }),
});
const schemaErrors = schemaResolver(itemFormSchema, { sync: true });

/** Rules across fields: a bulk item needs its unit; an item sold by unit counts whole units. */
function crossFieldErrors(values: ItemFormValues): FormErrors {
  const errors: FormErrors = {};
  const unitProblem = measurementUnitProblem(values.item_bulk, values.item_measurement_unit);
  if (unitProblem) errors.item_measurement_unit = unitProblem;
  for (const [field, value] of Object.entries(values.item_stock)) {
    const problem = typeof value === "number" ? wholeQuantityProblem(values.item_bulk, value) : null;
    if (problem) errors[`item_stock.${field}`] = problem;
  }
  return errors;
}

export function validateItemForm(values: ItemFormValues): FormErrors {
  return { ...crossFieldErrors(values), ...schemaErrors(values) };
}

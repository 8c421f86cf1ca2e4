import { createItemDataSchema } from "@club/contract";
import { measurementUnitProblem } from "@club/domain";
import type { FormErrors } from "@mantine/form";
import { schemaResolver } from "@mantine/form";
import { numberErrors } from "../../../lib/number-fields";
import { createItemData, type ItemFormValues, itemNumberFields } from "./item-form-values";

const schemaErrors = schemaResolver(createItemDataSchema, { sync: true });

/**
 * The server's rules for create_item (same messages) on the numbers as read; a number that cannot be
 * read (a decimal in pesos or in a unit item's stock) keeps the reason the field gave.
 */
export function validateItemForm(values: ItemFormValues): FormErrors {
  const errors: FormErrors = {
    ...schemaErrors(createItemData(values)),
    ...numberErrors(itemNumberFields(values)),
  };
  const unitProblem = measurementUnitProblem(values.item_bulk, values.item_measurement_unit);
  if (unitProblem) {
    errors.item_measurement_unit = unitProblem;
  }
  return errors;
}

import type { ItemDetail } from "@club/contract";
import { Alert, Button, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { NumberField } from "../../../components/number-field";
import { applyServerErrors } from "../../../lib/form-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { useAdjustItemStock } from "../api/adjust-item-stock";
import { formFieldOf } from "../utils/item-form-values";
import {
  adjustmentQuantityRule,
  emptyStockAdjustment,
  QUANTITY_TEXTS,
  REASON_CHOICES,
  STOCK_ADJUSTMENT_FIELDS,
  type StockAdjustmentValues,
  stockAdjustmentData,
  validateStockAdjustment,
} from "../utils/stock-adjustment-values";

/** Records a restock, an adjustment (with its reason in the note) or a count of the item. */
export function StockAdjustmentForm({ item }: { item: ItemDetail }) {
  const adjust = useAdjustItemStock();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<StockAdjustmentValues>({
    initialValues: emptyStockAdjustment,
    validate: (values) => validateStockAdjustment(values, item.item_bulk),
  });
  useUnsavedChanges(() => form.isDirty());
  const reason = form.values.stock_movement_reason;
  const texts = QUANTITY_TEXTS[reason];
  const unit = item.item_measurement_unit_short;

  const submit = form.onSubmit((values) => {
    setAlert(null);
    adjust.mutate(
      { id: item.id, data: stockAdjustmentData(values, item.item_bulk) },
      {
        onSuccess: (answer) => {
          notifications.show({ color: "green", message: answer.message || "Stock actualizado." });
          form.setValues({ stock_movement_quantity: "", stock_movement_note: "" });
          form.resetDirty();
        },
        onError: (error) =>
          setAlert(applyServerErrors(error, form.setErrors, STOCK_ADJUSTMENT_FIELDS, formFieldOf)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Movimiento de stock">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4} id="stock-reason-label">
            Motivo
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="stock-reason-label"
            data={REASON_CHOICES}
            {...form.getInputProps("stock_movement_reason")}
            onChange={(value) => {
              form.setFieldValue(
                "stock_movement_reason",
                value as StockAdjustmentValues["stock_movement_reason"],
              );
              form.clearErrors();
            }}
          />
        </div>
        <NumberField
          label={texts.label}
          description={texts.description}
          required
          unit={unit}
          rule={adjustmentQuantityRule(reason, item.item_bulk)}
          {...form.getInputProps("stock_movement_quantity")}
        />
        <Textarea
          label="Nota"
          description={reason === "adjustment" ? "Obligatoria: explica el motivo del ajuste" : "Opcional"}
          required={reason === "adjustment"}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={300}
          {...form.getInputProps("stock_movement_note")}
        />
        {alert && <Alert color="red">{alert}</Alert>}
        <Button type="submit" loading={adjust.isPending}>
          Registrar movimiento
        </Button>
      </Stack>
    </form>
  );
}

import { ORDER_SOURCES, type OrderDetail, type OrderSource } from "@club/contract";
import { Select } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ORDER_SOURCE_LABELS } from "../../../lib/order-source-labels";
import { useChangeOrderSource } from "../api/order-changes";

const OPTIONS = ORDER_SOURCES.map((s) => ({ value: s, label: ORDER_SOURCE_LABELS[s] }));

/** Where the pending order came from; a choice is saved at once and a refusal shows under the field. */
export function SourceSelect({ order }: { order: OrderDetail }) {
  const change = useChangeOrderSource(order.id);
  return (
    <Select
      label="Origen"
      data={OPTIONS}
      value={change.isPending ? change.variables : order.order_source}
      allowDeselect={false}
      disabled={change.isPending}
      error={change.error?.message}
      onChange={(value) => {
        if (!value || value === order.order_source) return;
        change.mutate(value as OrderSource, {
          onSuccess: (answer) =>
            notifications.show({
              color: "green",
              message: `Origen cambiado a ${ORDER_SOURCE_LABELS[answer.order_source]}.`,
            }),
        });
      }}
      w={{ base: "100%", xs: 220 }}
    />
  );
}

import { ORDER_STATUSES } from "@club/contract";
import { Button, Group, Select } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import { DateRangeFilter } from "../../../components/date-range-filter";
import { ORDER_STATUS_LABELS } from "../../../lib/order-status-labels";
import type { OrderFilterState } from "../hooks/use-order-filters";

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const SORT_OPTIONS = [
  { value: "desc", label: "Más nuevas" },
  { value: "asc", label: "Más antiguas" },
];
const HALF = { base: "calc(50% - 6px)", sm: 170 };

/** Days on the club's calendar (both included), status unless the screen fixes it, and the date order. */
export function OrdersFilters({ params }: { params: OrderFilterState }) {
  const { filters, setFilter } = params;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={setFilter} />
      {!params.fixedStatus && (
        <Select
          label="Estado"
          placeholder="Todos"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => setFilter("status", value)}
          clearable
          w={HALF}
        />
      )}
      <Select
        label="Orden"
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(value) => setFilter("sort", value === "asc" ? "asc" : null)}
        allowDeselect={false}
        w={HALF}
      />
      {params.filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={params.clear}>
          Quitar filtros
        </Button>
      )}
    </Group>
  );
}

import { PAYMENT_METHODS, PAYMENT_STATUSES } from "@club/contract";
import { PAYMENT_METHOD_LABELS } from "@club/domain";
import { Button, Group, Select } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import { DateRangeFilter } from "../../../components/date-range-filter";
import { PAYMENT_STATUS_LABELS as STATUS_LABELS } from "../../../lib/payment-method-labels";
import type { usePaymentFilters } from "../hooks/use-payment-filters";

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
const STATUS_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** Dates (both included, on the club's calendar), method and status; each change goes to the URL. */
export function PaymentsFilters({ params }: { params: ReturnType<typeof usePaymentFilters> }) {
  const { filters, setFilter } = params;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DateRangeFilter startDate={filters.startDate} endDate={filters.endDate} onChange={setFilter} />
      <Select
        label="Medio de pago"
        placeholder="Todos"
        data={METHOD_OPTIONS}
        value={filters.method}
        onChange={(value) => setFilter("method", value)}
        clearable
        w={{ base: "calc(50% - 6px)", sm: 190 }}
      />
      <Select
        label="Estado"
        placeholder="Todos"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => setFilter("status", value)}
        clearable
        w={{ base: "calc(50% - 6px)", sm: 160 }}
      />
      {params.filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={params.clear}>
          Quitar filtros
        </Button>
      )}
    </Group>
  );
}

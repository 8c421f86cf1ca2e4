import { Alert, Group, Paper, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconReceiptOff } from "@tabler/icons-react";
import { ListEmptyState } from "../../../components/list-empty-state";
import { ListPagination } from "../../../components/list-pagination";
import { useScreenTitle } from "../../../lib/screen-title";
import { usePaymentPage } from "../api/get-payments";
import { ExportPaymentsButton } from "../components/export-payments-button";
import { PaymentsFilters } from "../components/payments-filters";
import { PaymentsCardList, PaymentsTable } from "../components/payments-table";
import { usePaymentFilters } from "../hooks/use-payment-filters";

const PHONE_QUERY = "(max-width: 48em)";

/** /admin/pagos: every payment of the club's bookings, online and at reception. */
export function PaymentsPage() {
  useScreenTitle("Pagos");
  const params = usePaymentFilters();
  const payments = usePaymentPage(params.filters, params.page);
  const phone = useMediaQuery(PHONE_QUERY);
  const rows = payments.data?.payments;
  return (
    <Stack gap="lg">
      <Title order={2}>Pagos</Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <PaymentsFilters params={params} />
            <ExportPaymentsButton filters={params.filters} disabled={rows?.length === 0} />
          </Group>
          {payments.error && (
            <Alert color="red" title="No se pudieron cargar los pagos">
              {payments.error.message}
            </Alert>
          )}
          {rows?.length === 0 ? (
            <ListEmptyState
              icon={<IconReceiptOff size={40} stroke={1.5} aria-hidden />}
              filtered={params.filtered}
              emptyText="Aún no hay pagos de reservas."
              filteredText="Ningún pago coincide con los filtros."
              onClear={params.clear}
            />
          ) : phone ? (
            <PaymentsCardList payments={rows} />
          ) : (
            <PaymentsTable payments={rows} loading={payments.isFetching} />
          )}
          <ListPagination info={payments.data?.pagination} onChange={params.setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}

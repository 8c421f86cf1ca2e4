import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFilterOff, IconScale } from "@tabler/icons-react";
import { DateRangeFilter } from "../../../components/date-range-filter";
import { ListPagination } from "../../../components/list-pagination";
import { useScreenTitle } from "../../../lib/screen-title";
import { useBalancesPage } from "../api/get-balances";
import { BalancesCardList, BalancesTable } from "../components/balances-table";
import { RequireRegistersService } from "../components/services-notice";
import { useBalanceFilters } from "../hooks/use-balance-filters";

const PHONE_QUERY = "(max-width: 48em)";

function Balances() {
  const params = useBalanceFilters();
  const { filters, setFilter } = params;
  const endBeforeStart = filters.startDate && filters.endDate && filters.endDate < filters.startDate;
  const records = useBalancesPage(filters, params.page);
  const phone = useMediaQuery(PHONE_QUERY);
  const rows = records.data?.cash_register_records;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <DateRangeFilter
            startDate={filters.startDate}
            endDate={filters.endDate}
            onChange={setFilter}
            startLabel="Abiertas desde"
          />
          {params.filtered && (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={params.clear}>
              Quitar filtros
            </Button>
          )}
        </Group>
        {records.error && !endBeforeStart && (
          <Alert color="red" title="No se pudieron cargar los balances">
            {records.error.message}
          </Alert>
        )}
        {rows?.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <IconScale size={40} stroke={1.5} aria-hidden />
            <Text fw={500}>
              {params.filtered
                ? "No hay cierres de caja en esas fechas."
                : "Aún no se ha cerrado ninguna caja."}
            </Text>
          </Stack>
        ) : phone ? (
          <BalancesCardList records={rows} />
        ) : (
          <BalancesTable records={rows} loading={records.isFetching} />
        )}
        <ListPagination info={records.data?.pagination} onChange={params.setPage} />
      </Stack>
    </Paper>
  );
}

/** /admin/balances: the club's closed register sessions, newest first, with their total and difference. */
export function BalancesPage() {
  useScreenTitle("Balances");
  return (
    <Stack gap="lg">
      <Title order={2}>Balances</Title>
      <RequireRegistersService>
        <Balances />
      </RequireRegistersService>
    </Stack>
  );
}

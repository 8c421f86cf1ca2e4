import type { OrderStatus } from "@club/contract";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconReceiptOff } from "@tabler/icons-react";
import { ListPagination } from "../../../components/list-pagination";
import { useScreenTitle } from "../../../lib/screen-title";
import { useOrderPage } from "../api/get-orders";
import { useOrderFilters } from "../hooks/use-order-filters";
import { OrdersFilters } from "./orders-filters";
import { OrdersCardList, OrdersTable } from "./orders-table";

const PHONE_QUERY = "(max-width: 48em)";

type Texts = { title: string; label: string; empty: string; emptyFiltered: string };

function EmptyState({ text, filtered, onClear }: { text: string; filtered: boolean; onClear: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <IconReceiptOff size={40} stroke={1.5} aria-hidden />
      <Text fw={500}>{text}</Text>
      {filtered && (
        <Button variant="subtle" onClick={onClear}>
          Quitar filtros
        </Button>
      )}
    </Stack>
  );
}

/** A list of the club's orders with its filters in the URL: all of them (Ventas) or one status (Pendientes). */
export function OrdersScreen({
  texts,
  fixedStatus = null,
  pathOf,
}: {
  texts: Texts;
  fixedStatus?: OrderStatus | null;
  pathOf: (id: number) => string;
}) {
  useScreenTitle(texts.title);
  const params = useOrderFilters(fixedStatus);
  const orders = useOrderPage(params.filters, params.page);
  const phone = useMediaQuery(PHONE_QUERY);
  const rows = orders.data?.orders;
  return (
    <Stack gap="lg">
      <Title order={2}>{texts.title}</Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <OrdersFilters params={params} />
          {orders.error && (
            <Alert color="red" title="No se pudieron cargar las ventas">
              {orders.error.message}
            </Alert>
          )}
          {rows?.length === 0 ? (
            <EmptyState
              text={params.filtered ? texts.emptyFiltered : texts.empty}
              filtered={params.filtered}
              onClear={params.clear}
            />
          ) : phone ? (
            <OrdersCardList orders={rows} label={texts.label} pathOf={pathOf} />
          ) : (
            <OrdersTable orders={rows} label={texts.label} pathOf={pathOf} loading={orders.isFetching} />
          )}
          <ListPagination info={orders.data?.pagination} onChange={params.setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}

import type { Order } from "@club/contract";
import { formatClp } from "@club/domain";
import { Anchor, Group, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { OrderStatusBadge } from "../../../components/order-status-badge";
import { PageCards, PageTable } from "../../../components/page-list";
import { momentText } from "../../../lib/order-line-text";
import { ORDER_SOURCE_LABELS } from "../../../lib/order-source-labels";
import { linesSummary } from "../utils/order-text";

const COLUMNS = ["Venta", "Fecha", "Detalle", "Origen", "Estado", "Monto"] as const;
const RIGHT = new Set<string>(["Monto"]);

type ListProps = { orders: Order[] | undefined; label: string; pathOf: (id: number) => string };

function OrderRow({ order: o, pathOf }: { order: Order; pathOf: ListProps["pathOf"] }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={pathOf(o.id)} size="sm" fw={500}>
          #{o.id}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{momentText(o.order_date)}</Text>
      </Table.Td>
      <Table.Td maw={360}>
        <Text size="sm" lineClamp={2}>
          {linesSummary(o)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{ORDER_SOURCE_LABELS[o.order_source]}</Text>
      </Table.Td>
      <Table.Td>
        <OrderStatusBadge status={o.order_status} />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={500}>
          {formatClp(o.order_amount)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** One page of orders; each number links to its detail. */
export function OrdersTable({ orders, label, pathOf, loading }: ListProps & { loading: boolean }) {
  return (
    <PageTable
      label={label}
      columns={COLUMNS}
      right={RIGHT}
      minWidth={820}
      rows={orders}
      loading={loading}
      row={(o) => <OrderRow key={o.id} order={o} pathOf={pathOf} />}
    />
  );
}

/** On phones: one card per order, its title a link to the detail. */
export function OrdersCardList({ orders, label, pathOf }: ListProps) {
  return (
    <PageCards
      label={label}
      items={orders}
      card={(o) => (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={pathOf(o.id)} size="sm" fw={600}>
              #{o.id} · {formatClp(o.order_amount)}
            </Anchor>
            <OrderStatusBadge status={o.order_status} />
          </Group>
          <Text size="sm" lineClamp={2}>
            {linesSummary(o)}
          </Text>
          <Text size="xs" c="dimmed">
            {momentText(o.order_date)} · {ORDER_SOURCE_LABELS[o.order_source]}
          </Text>
        </>
      )}
    />
  );
}

import type { OrderDetail } from "@club/contract";
import { Button, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconReceipt } from "@tabler/icons-react";
import { Link, useNavigate, useParams } from "react-router";
import { NoticeCard } from "../../../components/notice-card";
import { ORDER_STATUS_LABELS } from "../../../lib/order-status-labels";
import { routeId } from "../../../lib/route-id";
import { CancelOrderButton } from "../components/cancel-order-button";
import { ChargeForm } from "../components/charge-form";
import { OrderLines } from "../components/order-lines";
import { OrderLoader } from "../components/order-loader";
import { OrderFacts } from "../components/order-payment-facts";
import { OrderStatusBadge } from "../components/order-status-badge";
import { RemoveLineButton } from "../components/remove-line-button";
import { SourceSelect } from "../components/source-select";
import { PENDING_PATH, salePath } from "../utils/order-paths";
import { bookingText } from "../utils/order-text";

/** An order charged or cancelled meanwhile (another tab, another operator) is no longer edited here. */
function NotPending({ order }: { order: OrderDetail }) {
  return (
    <NoticeCard icon={<IconReceipt size={30} />} title={`El pedido #${order.id} ya no está pendiente`}>
      <Text c="dimmed">Su estado es {ORDER_STATUS_LABELS[order.order_status].toLowerCase()}.</Text>
      <Button component={Link} to={salePath(order.id)} rightSection={<IconArrowRight size={18} />}>
        Ver la venta
      </Button>
    </NoticeCard>
  );
}

function PendingOrderView({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  if (order.order_status !== "pending") return <NotPending order={order} />;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            Pedido #{order.id}
          </Title>
          <OrderStatusBadge status={order.order_status} />
        </Group>
        <CancelOrderButton order={order} onCancelled={() => navigate(PENDING_PATH)} />
      </Group>
      <OrderFacts order={order} withSource={false} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SourceSelect order={order} />
            <OrderLines
              details={order.order_details}
              itemAction={(line) => (
                <RemoveLineButton order={order.id} line={{ item: line.item_id }} name={line.item_name} />
              )}
              bookingAction={(line) => (
                <RemoveLineButton
                  order={order.id}
                  line={{ booking: line.id }}
                  name={`la reserva ${bookingText(line)}`}
                />
              )}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ChargeForm key={order.order_amount} order={order} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

const BACK = { to: PENDING_PATH, label: "Volver a pendientes" };

/** /admin/pendientes/{id_order}: remove lines, change the source, charge it or cancel it. */
export function PendingOrderPage() {
  const param = useParams().id_order;
  return (
    <OrderLoader key={param} id={routeId(param)} noun="Pedido pendiente" back={BACK}>
      {(order) => <PendingOrderView order={order} />}
    </OrderLoader>
  );
}

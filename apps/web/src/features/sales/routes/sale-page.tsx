import type { OrderDetail } from "@club/contract";
import { Alert, Anchor, Button, Grid, Group, Stack, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { PrintedReceipt } from "../../../components/order-receipt";
import { OrderStatusBadge } from "../../../components/order-status-badge";
import { routeId } from "../../../lib/route-id";
import { CancelOrderButton } from "../components/cancel-order-button";
import { OrderLines } from "../components/order-lines";
import { OrderLoader } from "../components/order-loader";
import { OrderFacts, OrderPayments } from "../components/order-payment-facts";
import { pendingPath, SALES_PATH } from "../utils/order-paths";

function SaleView({ order }: { order: OrderDetail }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            Venta #{order.id}
          </Title>
          <OrderStatusBadge status={order.order_status} />
        </Group>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            Imprimir comprobante
          </Button>
          {order.order_status !== "cancelled" && <CancelOrderButton order={order} />}
        </Group>
      </Group>
      {order.order_status === "pending" && (
        <Alert color="yellow" title="Pedido pendiente de pago">
          Puedes cobrarlo o editarlo en{" "}
          <Anchor component={Link} to={pendingPath(order.id)}>
            Pendientes
          </Anchor>
          .
        </Alert>
      )}
      <OrderFacts order={order} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <OrderLines details={order.order_details} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderPayments order={order} />
        </Grid.Col>
      </Grid>
      <PrintedReceipt order={order} />
    </Stack>
  );
}

const BACK = { to: SALES_PATH, label: "Volver a ventas" };

/** /admin/ventas/{id_order}: one sale with its lines, payments and register; print and cancel it. */
export function SalePage() {
  const param = useParams().id_order;
  return (
    <OrderLoader key={param} id={routeId(param)} noun="Venta" back={BACK}>
      {(order) => <SaleView order={order} />}
    </OrderLoader>
  );
}

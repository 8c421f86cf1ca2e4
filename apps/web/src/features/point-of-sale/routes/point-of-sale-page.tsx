import type { OrderDetail } from "@club/contract";
import { formatClp } from "@club/domain";
import { Affix, Alert, Button, Drawer, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconCashRegister, IconShoppingCart } from "@tabler/icons-react";
import { type ReactNode, useCallback, useMemo, useReducer, useState } from "react";
import { BarcodeCameraButton } from "../../../components/barcode-camera-button";
import { NoticeCard } from "../../../components/notice-card";
import { useClubContext } from "../../../lib/global-state";
import { useScreenTitle } from "../../../lib/screen-title";
import { BookingsToCharge } from "../components/bookings-to-charge";
import { CartPanel } from "../components/cart-panel";
import { CatalogPanel } from "../components/catalog-panel";
import { PaymentModal } from "../components/payment-modal";
import classes from "../components/point-of-sale.module.css";
import { ReceiptModal } from "../components/receipt-modal";
import { SaleQueueIndicator } from "../components/sale-queue-indicator";
import { type SaleOutcome, useCheckout } from "../hooks/use-checkout";
import { useFlushSaleQueue, useSaleQueue } from "../hooks/use-sale-queue";
import { cartReducer, cartSize, cartTotal, EMPTY_CART, orderLines } from "../utils/cart";
import type { CatalogItem } from "../utils/catalog";
import type { OrderData } from "../utils/order-body";

/** Spec §9: 768px is the mobile breakpoint. */
const PHONE_QUERY = "(max-width: 48em)";

interface Props {
  /** The header's register control (pick a register and open it), shown when the operator has none open. */
  registerControl: ReactNode;
}

/** /admin/punto-de-venta: sell items and charge today's bookings with the operator's open register. */
export function PointOfSalePage({ registerControl }: Props) {
  useScreenTitle("Punto de venta");
  const { query, isRegisterOpen } = useClubContext();
  if (!query.data) return null;
  if (!isRegisterOpen) {
    return (
      <NoticeCard icon={<IconCashRegister size={30} />} title="Abre una caja para vender">
        <Text c="dimmed" maw={420}>
          Las ventas quedan en la caja que tienes abierta. Elige una caja y ábrela con el efectivo con el que
          empiezas el turno.
        </Text>
        {registerControl}
      </NoticeCard>
    );
  }
  return <Counter />;
}

function Counter() {
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const [paying, payment] = useDisclosure(false);
  const [cartOpened, cartDrawer] = useDisclosure(false);
  const [receipt, setReceipt] = useState<OrderDetail | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const queue = useSaleQueue();
  const flushQueue = useFlushSaleQueue();
  const total = cartTotal(cart);

  const finish = (outcome: SaleOutcome) => {
    dispatch({ type: "clear" });
    payment.close();
    cartDrawer.close();
    if (outcome.kind === "sold") setReceipt(outcome.order);
    else {
      notifications.show({
        color: "orange",
        title: "Sin conexión: venta en cola",
        message: `La venta de ${formatClp(outcome.total)} se enviará sola cuando vuelva la conexión.`,
      });
    }
  };
  const checkout = useCheckout(finish);
  const send = (data: OrderData) => void checkout.submit(data, total);

  const add = useCallback((item: CatalogItem) => dispatch({ type: "add-item", item }), []);
  const bookingsInCart = useMemo(() => new Set(cart.bookings.map((b) => b.id)), [cart.bookings]);

  const charge = () => {
    if (checkout.begin(cart)) payment.open();
  };
  const leavePending = () => {
    if (!checkout.begin(cart)) return;
    send({ order_status: "pending", order_source: "pos", ...orderLines(cart) });
  };

  const cartPanel = (
    <CartPanel
      titled={!phone}
      cart={cart}
      dispatch={dispatch}
      onCharge={charge}
      onLeavePending={leavePending}
      sending={checkout.pending && !paying}
    />
  );

  return (
    <Stack gap="md" pb={phone ? 72 : 0}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Punto de venta
        </Title>
        <SaleQueueIndicator sales={queue} onRetry={() => void flushQueue()} />
      </Group>
      {checkout.error && !paying && (
        <Alert color="red" title="No se pudo registrar la venta">
          {checkout.error.message}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            <CatalogPanel onAdd={add} camera={(scan) => <BarcodeCameraButton onCode={scan} />} />
            <BookingsToCharge dispatch={dispatch} inCart={bookingsInCart} />
          </Stack>
        </Grid.Col>
        {!phone && (
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <div className={classes.cart} data-testid="cart-column">
              {cartPanel}
            </div>
          </Grid.Col>
        )}
      </Grid>
      {phone && (
        <>
          <Affix position={{ bottom: 12, left: 12, right: 12 }}>
            <Button
              fullWidth
              size="lg"
              leftSection={<IconShoppingCart size={20} />}
              onClick={cartDrawer.open}
            >
              Carrito ({cartSize(cart)}) · {formatClp(total)}
            </Button>
          </Affix>
          <Drawer
            opened={cartOpened}
            onClose={cartDrawer.close}
            position="bottom"
            size="85%"
            title="Carrito"
            closeButtonProps={{ "aria-label": "Cerrar carrito" }}
          >
            {cartPanel}
          </Drawer>
        </>
      )}
      <PaymentModal
        opened={paying}
        total={total}
        sending={checkout.pending}
        error={checkout.error?.message ?? null}
        onClose={payment.close}
        onConfirm={(part) =>
          send({ order_status: "paid", order_source: "pos", ...orderLines(cart), ...part })
        }
      />
      <ReceiptModal order={receipt} onClose={() => setReceipt(null)} />
    </Stack>
  );
}

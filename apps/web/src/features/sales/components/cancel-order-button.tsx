import type { OrderDetail } from "@club/contract";
import { formatClp } from "@club/domain";
import { Button, List, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconReceiptOff } from "@tabler/icons-react";
import { ConfirmModal } from "../../../components/confirm-modal";
import { useCancelOrder } from "../api/order-changes";

/** What cancelling does, said before it is done. */
function Consequences({ order }: { order: OrderDetail }) {
  if (order.order_status === "pending") {
    return (
      <Text size="sm">
        El pedido pendiente quedará anulado y no se podrá cobrar. No mueve stock ni dinero.
      </Text>
    );
  }
  const { items, bookings } = order.order_details;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Vas a anular la venta #{order.id} por <b>{formatClp(order.order_amount)}</b>. No se puede deshacer.
      </Text>
      <List size="sm" spacing={4}>
        {items.length > 0 && <List.Item>El stock de sus productos vuelve al inventario.</List.Item>}
        {bookings.length > 0 && (
          <List.Item>Sus reservas vuelven al estado de pago que tenían antes de la venta.</List.Item>
        )}
        <List.Item>
          La devolución de {formatClp(order.order_amount)} queda registrada en tu caja abierta.
        </List.Item>
      </List>
    </Stack>
  );
}

/**
 * Cancels a pending order or a paid sale after confirming. A paid sale needs the operator's open register
 * (the refund goes there): without one the server answers 409 and its message is shown in the dialog.
 */
const WORDS = {
  pending: { noun: "pedido", the: "el pedido", this: "este pedido", done: "Pedido anulado." },
  sale: { noun: "venta", the: "la venta", this: "esta venta", done: "Venta anulada." },
} as const;

export function CancelOrderButton({ order, onCancelled }: { order: OrderDetail; onCancelled?: () => void }) {
  const [opened, modal] = useDisclosure(false);
  const cancel = useCancelOrder(order.id);
  const words = WORDS[order.order_status === "pending" ? "pending" : "sale"];
  const close = () => {
    cancel.reset();
    modal.close();
  };
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: "green", message: words.done });
        modal.close();
        onCancelled?.();
      },
    });
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconReceiptOff size={18} />} onClick={modal.open}>
        Anular {words.noun}
      </Button>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={`¿Anular ${words.this}?`}
        confirmLabel={`Anular ${words.noun}`}
        onConfirm={confirm}
        pending={cancel.isPending}
        error={cancel.error}
        errorTitle={`No se pudo anular ${words.the}`}
      >
        <Consequences order={order} />
      </ConfirmModal>
    </>
  );
}

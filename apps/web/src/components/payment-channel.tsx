import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { paymentChannelLabel } from "../lib/payment-method-labels";

/** A booking payment and a sale's booking line may share an id: each comes from its own table. */
export const paymentRowKey = (p: { id: number; order_id: number | null }) =>
  `${p.order_id === null ? "pago" : "venta"}-${p.id}`;

/** Where a booking payment came from; a booking charged in a sale links to that sale. */
export function PaymentChannel({ channel, orderId }: { channel: string; orderId: number | null }) {
  if (orderId === null) return paymentChannelLabel(channel);
  return (
    <Anchor component={Link} to={`/admin/ventas/${orderId}`} inherit>
      Venta #{orderId}
    </Anchor>
  );
}

import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { paymentChannelLabel } from "../lib/payment-method-labels";

/** Where a booking payment came from; a booking charged in a sale links to that sale. */
export function PaymentChannel({ channel, orderId }: { channel: string; orderId: number | null }) {
  if (orderId === null) return paymentChannelLabel(channel);
  return (
    <Anchor component={Link} to={`/admin/ventas/${orderId}`} inherit>
      Venta #{orderId}
    </Anchor>
  );
}

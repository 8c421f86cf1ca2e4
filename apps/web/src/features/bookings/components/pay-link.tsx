import type { Booking } from "@club/contract";
import { Button } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { Link } from "react-router";

/**
 * To `/payment/{slug}` while something is owed: pay, or pay the rest after a 50 % deposit. Never at a club
 * that takes no online payment («Sin pago en línea»): there the booking is paid at the club.
 */
export function PayLink({ booking, size = "xs" }: { booking: Booking; size?: "xs" | "md" }) {
  if (!booking.online_payment) return null;
  if (booking.cancelled || booking.payment_percentage >= 100 || booking.price === 0) return null;
  return (
    <Button
      component={Link}
      to={`/payment/${booking.slug}`}
      size={size}
      leftSection={<IconCreditCard size={16} />}
    >
      {booking.payment_percentage === 50 ? "Pagar el saldo" : "Pagar"}
    </Button>
  );
}

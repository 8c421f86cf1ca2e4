import type { Order, OrderDetail } from "@club/contract";
import { quantityText } from "../../../lib/order-line-text";

const SHOWN_LINES = 2;

/** What an order holds in one line: its first lines and how many more ("2 × Agua, Reserva Cancha 1 y 3 más"). */
export function linesSummary(order: Pick<Order, "order_details">): string {
  const { items, bookings } = order.order_details;
  const parts = [
    ...items.map((line) => `${quantityText(line)} × ${line.item_name}`),
    ...bookings.map((line) => `Reserva ${line.court_name} ${line.start_time}`),
  ];
  if (parts.length === 0) return "Sin líneas";
  const shown = parts.slice(0, SHOWN_LINES).join(", ");
  const more = parts.length - SHOWN_LINES;
  return more > 0 ? `${shown} y ${more} más` : shown;
}

/** Who gets the receipt by e-mail, when someone was named. */
export const clientText = (order: Pick<OrderDetail, "order_send_mail_client">) =>
  order.order_send_mail_client
    ? `${order.order_send_mail_client.name} ${order.order_send_mail_client.lastname}`.trim()
    : null;

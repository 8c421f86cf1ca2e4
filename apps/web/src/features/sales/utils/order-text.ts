import type { Order, OrderDetail } from "@club/contract";
import { formatEsClNumber, formatIsoDay, quantityRule } from "@club/domain";

type ItemLine = Order["order_details"]["items"][number];
type BookingLine = Order["order_details"]["bookings"][number];
type Moment = Order["order_date"];

/** "24-11-2026 19:05", the club's clock as the server gave it. */
export const momentText = (moment: Moment | null) =>
  moment ? `${moment.date} ${moment.timeWithoutSeconds}` : "—";

/** "2", or "1,25 kg" for an item sold by weight or volume. */
export function quantityText(line: ItemLine): string {
  const number = formatEsClNumber(line.item_quantity, quantityRule(line.item_bulk));
  return line.item_bulk && line.item_measure_unit_short
    ? `${number} ${line.item_measure_unit_short}`
    : number;
}

/** "Cancha 1 · 24-11-2026 19:00–20:30". */
export const bookingText = (line: BookingLine) =>
  `${line.court_name} · ${formatIsoDay(line.date)} ${line.start_time}–${line.end_time}`;

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

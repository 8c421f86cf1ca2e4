import type { Order } from "@club/contract";
import { formatIsoDay, formatQuantity } from "@club/domain";

type ItemLine = Order["order_details"]["items"][number];
type BookingLine = Order["order_details"]["bookings"][number];
type Moment = Order["order_date"];

/** "24-11-2026 19:05", the club's clock as the server gave it. */
export const momentText = (moment: Moment | null) =>
  moment ? `${moment.date} ${moment.timeWithoutSeconds}` : "—";

/** "2", or "1,25 kg" for an item sold by weight or volume. */
export const quantityText = (line: ItemLine): string =>
  formatQuantity(line.item_quantity, line.item_bulk ? line.item_measure_unit_short : null);

/** "Cancha 1 · 24-11-2026 19:00–20:30". */
export const bookingText = (line: BookingLine) =>
  `${line.court_name} · ${formatIsoDay(line.date)} ${line.start_time}–${line.end_time}`;

import { bookingStatusLabel, isBookingStatusCode } from "@club/domain";
import { Badge } from "@mantine/core";
import { STATUS_COLORS } from "./booking-status-color";

/** The spec's payment label of a booking ("GoMatch", "Abonado", "Pagado"…), or "Cancelada". */
export function BookingStatusBadge({ status, cancelled = false }: { status: string; cancelled?: boolean }) {
  if (cancelled) {
    return (
      <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
        Cancelada
      </Badge>
    );
  }
  return (
    <Badge
      color={isBookingStatusCode(status) ? STATUS_COLORS[status] : "gray"}
      variant="filled"
      style={{ flexShrink: 0 }}
    >
      {bookingStatusLabel(status)}
    </Badge>
  );
}

import { bookingStatusLabel, isBookingStatusCode, type StatusAudience } from "@club/domain";
import { Badge } from "@mantine/core";
import { STATUS_COLORS } from "./booking-status-color";

interface BookingStatusBadgeProps {
  status: string;
  cancelled?: boolean;
  /** Required, so each screen says who reads it: players read "Por pagar" where staff read "GoMatch". */
  audience: StatusAudience;
}

/** The payment label of a booking ("GoMatch" or "Por pagar", "Abonado", "Pagado"…), or "Cancelada". */
export function BookingStatusBadge({ status, cancelled = false, audience }: BookingStatusBadgeProps) {
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
      {bookingStatusLabel(status, audience)}
    </Badge>
  );
}

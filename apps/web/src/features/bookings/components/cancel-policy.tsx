import type { MyBooking } from "@club/contract";
import { Text } from "@mantine/core";
import { momentText } from "../../../lib/club-moments";
import { cancellationWindowText } from "../utils/booking-dates";

/** Whether the club's cancellation window is still open for this booking (the server stays the judge). */
export const cancellable = (booking: MyBooking, now = Date.now()) => now <= Date.parse(booking.cancel_until);

/** The club's cancellation policy for one booking, read before trying: until when, or why no longer. */
export function CancelPolicy({ booking }: { booking: MyBooking }) {
  const window = cancellationWindowText(booking.cancellation_hours);
  return (
    <Text size="sm" c="dimmed">
      {cancellable(booking)
        ? `Puedes cancelarla hasta ${momentText(booking.cancel_until)} (${window}).`
        : `Ya no puedes cancelarla en línea: el club lo permite hasta ${window}. Comunícate con el club.`}
    </Text>
  );
}

import type { Booking } from "@club/contract";
import { formatClp } from "@club/domain";
import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { BookingStatusBadge } from "../../../components/booking-status-badge";
import { CourtDayCard } from "./court-day-card";

/** One booking as a player reads it: where, when, how long, how much and its payment label. */
export function BookingCard({ booking, children }: { booking: Booking; children?: ReactNode }) {
  return (
    <CourtDayCard
      at={booking}
      aside={<BookingStatusBadge audience="player" status={booking.status} cancelled={booking.cancelled} />}
      details={
        <>
          <Text size="sm" c="dimmed">
            {booking.duration_text}
          </Text>
          <Text size="sm" fw={600}>
            {formatClp(booking.price)}
          </Text>
        </>
      }
    >
      {children}
    </CourtDayCard>
  );
}

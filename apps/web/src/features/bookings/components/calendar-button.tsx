import type { Booking } from "@club/contract";
import { Button } from "@mantine/core";
import { IconCalendarPlus } from "@tabler/icons-react";
import { downloadFile } from "../../../lib/download-file";
import { bookingIcsFile } from "../utils/booking-ics";

/** A calendar file made here, in the browser: the booking's start and end in UTC. */
export function CalendarButton({ booking }: { booking: Booking }) {
  const download = async () => {
    const { content, fileName } = await bookingIcsFile(booking);
    downloadFile(content, fileName, "text/calendar;charset=utf-8");
  };
  return (
    <Button variant="default" size="sm" leftSection={<IconCalendarPlus size={16} />} onClick={download}>
      Agregar al calendario
    </Button>
  );
}

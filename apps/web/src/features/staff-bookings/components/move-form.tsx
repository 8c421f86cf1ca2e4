import type { StaffBookingDetail } from "@club/contract";
import { Alert, Button, Grid, Select, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { DateField } from "../../../components/date-field";
import { useActiveCourts } from "../api/get-courts";
import { useUpdateStaffBooking } from "../api/staff-booking-changes";
import { useStartOptions } from "../hooks/use-start-options";
import { clubToday } from "../utils/staff-dates";

/** Moves the booking, same length, to a free start of any court and day. */
export function MoveForm({ booking }: { booking: StaffBookingDetail }) {
  const update = useUpdateStaffBooking(booking.id);
  const courts = useActiveCourts();
  const [courtId, setCourtId] = useState(String(booking.court_id));
  const [date, setDate] = useState(booking.date);
  const [start, setStart] = useState<string | null>(null);
  const starts = useStartOptions(date, courtId, booking.duration_int, booking);
  const move = () => {
    if (!start) return;
    update.mutate(
      { court_id: Number(courtId), date, start_time: start },
      {
        onSuccess: (answer) => {
          notifications.show({ color: "green", message: answer.message });
          setStart(null);
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Cancha"
            data={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.court_name }))}
            value={courtId}
            allowDeselect={false}
            onChange={(value) => {
              if (value) setCourtId(value);
              setStart(null);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <DateField
            label="Fecha"
            min={clubToday()}
            value={date || null}
            onChange={(value) => {
              setDate(value ?? "");
              setStart(null);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label="Nueva hora"
            placeholder={starts.placeholder}
            data={starts.options}
            nothingFoundMessage="La cancha no abre ese día"
            value={start}
            onChange={setStart}
          />
        </Grid.Col>
      </Grid>
      <Button
        variant="default"
        onClick={move}
        disabled={!start}
        loading={update.isPending}
        style={{ alignSelf: "flex-start" }}
      >
        Mover reserva
      </Button>
      {update.error && <Alert color="red">{update.error.message}</Alert>}
    </Stack>
  );
}

import type { Booking } from "@club/contract";
import { durationText } from "@club/domain";
import { Alert, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useDeferredValue, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { useCreateBooking } from "../api/create-booking";
import { useAvailability } from "../api/get-availability";
import { defaultDuration, endTime } from "../utils/court-grid";
import { BookingRules } from "./booking-rules";
import { BookingSheet } from "./booking-sheet";
import { CourtGrid, type GridPick } from "./court-grid";
import { DurationPicker } from "./duration-picker";
import { GridSkeleton } from "./grid-skeleton";
import { LoadError } from "./load-error";
import { SlotWaitPanel } from "./slot-wait-panel";

interface DayPanelProps {
  clubId: number;
  date: string;
  onBooked: (booking: Booking) => void;
}

/** One club's day: the duration, the grid, and the sheet that confirms the pick. */
export function DayPanel({ clubId, date, onBooked }: DayPanelProps) {
  const availability = useAvailability(clubId, date);
  const create = useCreateBooking();
  const [wanted, setWanted] = useState<number | null>(null);
  const [pick, setPick] = useState<GridPick | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  // The grid is the page's largest drawing: it is drawn at transition priority, in slices the browser can
  // interrupt, while the skeleton (or the previous grid) stays on screen; on mount too (null first), when
  // the day is already in the cache.
  const day = useDeferredValue(availability.data ?? null, null);

  if (availability.isError) {
    return <LoadError error={availability.error} onRetry={() => void availability.refetch()} />;
  }
  if (day === null) return <GridSkeleton />;
  const duration =
    wanted !== null && day.durations.includes(wanted) ? wanted : defaultDuration(day.durations);
  if (day.courts.length === 0 || duration === null) {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />} title="Sin horarios este día">
        El club no tiene canchas abiertas para reservar en esta fecha. Prueba con otro día.
      </Alert>
    );
  }
  const court = day.courts.find((c) => c.id === pick?.courtId);
  const slot = court?.slots[pick?.start ?? -1];
  const price =
    court && slot ? court.prices.find((p) => p.duration_int === duration && p.band === slot.band) : null;
  const facts =
    court && slot && price && day.date === date
      ? {
          clubName: day.club.name,
          courtName: court.court_name,
          date,
          startTime: slot.start_time,
          endTime: endTime(slot.start_time, duration),
          durationText: durationText(duration),
          price: price.price,
        }
      : null;
  const anyFree = day.courts.some((c) => c.slots.some((s) => s.available));

  const confirm = () => {
    if (!court || !slot) return;
    create.mutate(
      { club_id: clubId, court_id: court.id, date, start_time: slot.start_time, duration_int: duration },
      {
        onSuccess: onBooked,
        onError: (error) => {
          // Taken meanwhile: the sheet closes on the fresh grid with the server's message above it.
          if (error instanceof ApiError && error.status === 409) {
            setConflict(error.message);
            setPick(null);
            create.reset();
          }
        },
      },
    );
  };
  const close = () => {
    setPick(null);
    create.reset();
  };

  return (
    <Stack gap="md">
      <BookingRules clubId={clubId} cancellationHours={day.cancellation_hours} />
      <DurationPicker
        durations={day.durations}
        value={duration}
        onChange={(minutes) => {
          setWanted(minutes);
          setPick(null);
        }}
      />
      {conflict && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel="Cerrar aviso"
          onClose={() => setConflict(null)}
        >
          {conflict}
        </Alert>
      )}
      {anyFree ? (
        <Text size="sm" c="dimmed">
          Toca un horario con precio: ahí cabe una reserva de {durationText(duration)}.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No quedan horarios libres este día. Prueba con otra fecha.
        </Text>
      )}
      <CourtGrid
        courts={day.courts}
        duration={duration}
        durationText={durationText(duration)}
        picked={pick}
        onPick={(next) => {
          setConflict(null);
          setPick(next);
        }}
      />
      <SlotWaitPanel clubId={clubId} date={day.date} duration={duration} courts={day.courts} />
      <BookingSheet
        facts={facts}
        onlinePaymentPercentage={day.online_payment_percentage}
        pending={create.isPending}
        error={
          create.error && !(create.error instanceof ApiError && create.error.status === 409)
            ? create.error.message
            : null
        }
        unconfirmed={create.error instanceof ApiError && create.error.code === "EMAIL_NOT_CONFIRMED"}
        onConfirm={confirm}
        onClose={close}
      />
    </Stack>
  );
}

import type { Booking } from "@club/contract";
import { Alert, Stack, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { ClubPicker } from "../../../components/club-picker";
import { useScreenTitle } from "../../../lib/screen-title";
import { BookingSuccess } from "../components/booking-success";
import { DateStrip } from "../components/date-strip";
import { DayPanel } from "../components/day-panel";
import { GridSkeleton } from "../components/grid-skeleton";
import { LoadError } from "../components/load-error";
import { useCourtChoice } from "../hooks/use-court-choice";

/** `/court`: club, day, duration, a free slot, confirm. Built for a phone first. */
export function CourtPage() {
  useScreenTitle("Reservar cancha");
  const { clubs, clubId, setClub, dates, date, setDate } = useCourtChoice();
  const [made, setMade] = useState<Booking | null>(null);

  if (made) {
    return (
      <Stack gap="md">
        <Title order={2}>Reservar cancha</Title>
        <BookingSuccess booking={made} onAnother={() => setMade(null)} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={2}>Reservar cancha</Title>
      {clubs.isPending ? (
        <GridSkeleton label="Cargando clubes" />
      ) : clubs.isError ? (
        <LoadError error={clubs.error} onRetry={() => void clubs.refetch()} />
      ) : clubId === null ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} title="Aún no hay clubes">
          Todavía no hay clubes que reciban reservas en línea.
        </Alert>
      ) : (
        <>
          <ClubPicker clubs={clubs.data} value={clubId} onChange={setClub} />
          <DateStrip dates={dates} value={date} onChange={setDate} />
          <DayPanel key={`${clubId}:${date}`} clubId={clubId} date={date} onBooked={setMade} />
        </>
      )}
    </Stack>
  );
}

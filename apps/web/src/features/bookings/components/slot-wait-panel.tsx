import type { SlotWait } from "@club/contract";
import { durationText } from "@club/domain";
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useJoinSlotWaitlist, useLeaveSlotWaitlist, useMySlotWaits } from "../api/slot-waits";
import { cellState, type GridCourt } from "../utils/court-grid";

const ANY_COURT = "any";

/** The starts taken on the chosen court, or on every court that has them (any court). */
function takenStarts(courts: readonly GridCourt[], courtId: string): string[] {
  const chosen = courtId === ANY_COURT ? courts : courts.filter((court) => String(court.id) === courtId);
  const times = new Set(chosen.flatMap((court) => court.slots.map((slot) => slot.start_time)));
  return [...times]
    .filter((time) =>
      chosen.every((court) => {
        const slot = court.slots.find((s) => s.start_time === time);
        return !slot || cellState(slot) === "taken";
      }),
    )
    .sort();
}

/** Any court when some time is taken on all of them; else the first court with a taken time. */
function firstChoice(courts: readonly GridCourt[]): string | null {
  if (takenStarts(courts, ANY_COURT).length > 0) return ANY_COURT;
  const court = courts.find((c) => takenStarts(courts, String(c.id)).length > 0);
  return court ? String(court.id) : null;
}

const waitText = (wait: SlotWait) =>
  `${wait.court_name ?? "Cualquier cancha"}, ${wait.start_time} a ${wait.end_time} (${durationText(wait.duration_int)})`;

/**
 * /court: a player whose slot is taken waits for it, on that court or any; when a booking there is
 * cancelled or an unpaid hold runs out, those waiting hear it in the order they asked (the first to book
 * gets it).
 */
export function SlotWaitPanel(props: {
  clubId: number;
  date: string;
  duration: number;
  courts: readonly GridCourt[];
}) {
  const { clubId, date, duration, courts } = props;
  const waits = useMySlotWaits(clubId, date);
  const join = useJoinSlotWaitlist(clubId, date);
  const leave = useLeaveSlotWaitlist(clubId, date);
  const [chosenCourt, setCourtId] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const courtId = chosenCourt ?? firstChoice(courts);
  const starts = courtId === null ? [] : takenStarts(courts, courtId);
  const mine = waits.data?.waits ?? [];
  if (courtId === null && mine.length === 0) return null;
  const chosenStart = start && starts.includes(start) ? start : null;
  const error = join.error ?? leave.error;

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          ¿Tu horario está ocupado?
        </Title>
        <Text size="sm" c="dimmed">
          Si se libera, te avisamos en la app y por correo, por orden de llegada: se lo lleva quien reserve
          primero.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        {courtId !== null && (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <Select
                label="Cancha"
                value={courtId}
                onChange={(value) => setCourtId(value ?? ANY_COURT)}
                allowDeselect={false}
                data={[
                  { value: ANY_COURT, label: "Cualquier cancha" },
                  ...courts.map((court) => ({ value: String(court.id), label: court.court_name })),
                ]}
              />
              <Select
                label="Hora"
                placeholder="Elige"
                value={chosenStart}
                onChange={setStart}
                data={starts}
              />
            </SimpleGrid>
            <Button
              disabled={chosenStart === null}
              loading={join.isPending}
              onClick={() =>
                chosenStart &&
                join.mutate({
                  courtId: courtId === ANY_COURT ? null : Number(courtId),
                  startTime: chosenStart,
                  duration,
                })
              }
            >
              Avísame si se libera ({durationText(duration)})
            </Button>
          </>
        )}
        {mine.length > 0 && (
          <Stack
            gap={6}
            component="ul"
            aria-label="Horarios que esperas"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
          >
            {mine.map((wait) => (
              <Group key={wait.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">Esperas: {waitText(wait)}</Text>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  loading={leave.isPending && leave.variables === wait.id}
                  onClick={() => leave.mutate(wait.id)}
                  aria-label={`Dejar de esperar ${waitText(wait)}`}
                >
                  Dejar de esperar
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

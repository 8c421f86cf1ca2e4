import type { Court } from "@club/contract";
import { durationText, formatClp } from "@club/domain";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconEdit, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useCourts } from "../api/get-courts";
import { scheduleSummary, slotLengths } from "../utils/schedule-summary";
import { CourtFormModal } from "./court-form-modal";

function PricesTable({ court }: { court: Court }) {
  const durations = [...new Set(court.prices.map((p) => p.duration_int))].sort((a, b) => a - b);
  if (durations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Sin precios.
      </Text>
    );
  }
  const price = (band: string, minutes: number) => {
    const found = court.prices.find((p) => p.band === band && p.duration_int === minutes);
    return found ? formatClp(found.price) : "—";
  };
  return (
    <Table withTableBorder={false} verticalSpacing={4} aria-label={`Precios de ${court.court_name}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Duración</Table.Th>
          <Table.Th ta="right">Valle</Table.Th>
          <Table.Th ta="right">Punta</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {durations.map((minutes) => (
          <Table.Tr key={minutes}>
            <Table.Td>{durationText(minutes)}</Table.Td>
            <Table.Td ta="right">{price("off_peak", minutes)}</Table.Td>
            <Table.Td ta="right">{price("peak", minutes)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CourtCard({ court, onEdit }: { court: Court; onEdit: () => void }) {
  const week = scheduleSummary(court.schedules);
  return (
    <Card withBorder radius="md" padding="md" data-testid="court-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Title order={4}>{court.court_name}</Title>
            <Group gap={6}>
              <Badge variant="light" color="gray">
                {court.indoor ? "Techada" : "Al aire libre"}
              </Badge>
              {court.surface && (
                <Badge variant="light" color="gray">
                  {court.surface}
                </Badge>
              )}
              {!court.active && <Badge color="red">Inactiva</Badge>}
            </Group>
          </Stack>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconEdit size={16} />}
            onClick={onEdit}
            aria-label={`Editar ${court.court_name}`}
          >
            Editar
          </Button>
        </Group>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Horario (bloques de {slotLengths(court.schedules)})
          </Text>
          {week.length === 0 ? (
            <Text size="sm" c="dimmed">
              Sin horarios.
            </Text>
          ) : (
            week.map((line) => (
              <Text size="sm" key={line.days}>
                <Text span fw={500}>
                  {line.days}:
                </Text>{" "}
                {line.hours}
              </Text>
            ))
          )}
        </Stack>
        <PricesTable court={court} />
      </Stack>
    </Card>
  );
}

/** The club's courts with their week and prices; create and edit in a dialog. */
export function CourtsSection() {
  const courts = useCourts();
  const [editing, setEditing] = useState<{ court: Court | null } | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>Canchas</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ court: null })}>
          Nueva cancha
        </Button>
      </Group>
      {courts.error && (
        <Alert color="red" title="No se pudieron cargar las canchas">
          {courts.error.message}
        </Alert>
      )}
      {courts.data?.length === 0 && (
        <Text c="dimmed">Aún no hay canchas. Crea la primera con su horario y sus precios.</Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {courts.data
          ? courts.data.map((court) => (
              <CourtCard key={court.id} court={court} onEdit={() => setEditing({ court })} />
            ))
          : !courts.error && [1, 2].map((n) => <Skeleton key={n} h={220} radius="md" />)}
      </SimpleGrid>
      <CourtFormModal
        opened={editing !== null}
        court={editing?.court ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

import type { Dashboard } from "@club/contract";
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

type CourtUse = Dashboard["courts"]["now"][number];

function UseRow({ use }: { use: CourtUse }) {
  const who = use.blocked ? "Cancha bloqueada" : (use.who ?? "Sin nombre");
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Anchor component={Link} to={`/admin/reservas/${use.booking_id}`} size="sm" fw={600}>
        {use.court_name}
      </Anchor>
      <Text size="sm" c="dimmed" truncate style={{ flex: 1, minWidth: 0 }}>
        {who}
      </Text>
      <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
        {use.start_time}–{use.end_time}
      </Text>
    </Group>
  );
}

function UseList({ title, uses, empty }: { title: string; uses: CourtUse[]; empty: string }) {
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      {uses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        uses.map((use) => <UseRow key={use.booking_id} use={use} />)
      )}
    </Stack>
  );
}

/** Who is on court now and who comes next today, each booking a link to its page. */
export function CourtsToday({ day }: { day: Dashboard | undefined }) {
  return (
    <Paper component="section" aria-label="Canchas hoy" withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Title order={3} size="h4" mb="sm">
        Canchas hoy
      </Title>
      {day ? (
        <Stack gap="md">
          <UseList title="En juego ahora" uses={day.courts.now} empty="Ninguna cancha en uso." />
          <UseList title="A continuación" uses={day.courts.next} empty="No quedan reservas hoy." />
        </Stack>
      ) : (
        <Skeleton height={120} />
      )}
    </Paper>
  );
}

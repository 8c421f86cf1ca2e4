import { formatClp, formatWholeNumber, isoDayWords, numberFormatter } from "@club/domain";
import { Badge, Group, Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import type { usePerformance } from "../api/report-queries";

type Performance = NonNullable<ReturnType<typeof usePerformance>["data"]>;

const percent = (value: number) =>
  numberFormatter("es-CL", { maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(value);
const shortDay = (date: string) => isoDayWords(date, { day: "numeric", month: "short" });

/** The change against the previous period; for refunds, going up is the bad direction. */
function Change({ value, upIsGood = true }: { value: number | null; upIsGood?: boolean }) {
  if (value === null)
    return (
      <Text size="xs" c="dimmed">
        Sin datos del período anterior
      </Text>
    );
  const good = value === 0 ? null : value > 0 === upIsGood;
  return (
    <Badge variant="light" color={good === null ? "gray" : good ? "teal" : "red"} size="sm">
      {percent(value)} %
    </Badge>
  );
}

function Kpi({
  label,
  value,
  change,
  upIsGood,
}: {
  label: string;
  value: string;
  change: number | null;
  upIsGood?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24} mt={4}>
        {value}
      </Text>
      <Group mt={6} gap={6}>
        <Change value={change} upIsGood={upIsGood} />
      </Group>
    </Paper>
  );
}

/** Ventas netas, n° de ventas, ticket promedio y devoluciones, each against the previous period. */
export function KpiCards({ data }: { data: Performance | undefined }) {
  if (!data) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={104} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const { current, previous, change } = data;
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Kpi label="Ventas netas" value={formatClp(current.net)} change={change.net} />
        <Kpi
          label="N° de ventas"
          value={formatWholeNumber(current.sales_count)}
          change={change.sales_count}
        />
        <Kpi
          label="Ticket promedio"
          value={formatClp(current.average_ticket)}
          change={change.average_ticket}
        />
        <Kpi
          label="Devoluciones"
          value={formatClp(current.refunds)}
          change={change.refunds}
          upIsGood={false}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Del {shortDay(current.start_date)} al {shortDay(current.end_date)}, comparado con el{" "}
        {shortDay(previous.start_date)} al {shortDay(previous.end_date)}.
      </Text>
    </>
  );
}

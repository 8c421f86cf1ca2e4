import type { AssistantFigure } from "@club/contract";
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { loadChunk } from "../../../lib/chunk-load";
import { FigureTable } from "./figure-table";

// The chart library is heavy: loaded only when an answer brings a chart.
const FigureBarChart = lazy(() =>
  loadChunk(() => import("./figure-bar-chart")).then((m) => ({ default: m.FigureBarChart })),
);

/** One figure of an answer: what it is, the days it covers, its filters, its rows and where to see it. */
export function FigureCard({ figure }: { figure: AssistantFigure }) {
  return (
    <Paper withBorder radius="md" p="sm" component="figure" m={0} aria-label={figure.title}>
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5">
            {figure.title}
          </Title>
          {figure.period && (
            <Text size="sm" c="dimmed">
              {figure.period.text}
            </Text>
          )}
        </div>
        {figure.filters.length > 0 && (
          <Group gap={6}>
            {figure.filters.map((f) => (
              <Badge
                key={`${f.label}:${f.value}`}
                variant="light"
                color="gray"
                tt="none"
                h="auto"
                // A filter may be long ("Comparado con: del miércoles 11 al domingo 15 de noviembre"): it wraps.
                styles={{ label: { whiteSpace: "normal", overflow: "visible" } }}
              >
                {f.label}: {f.value}
              </Badge>
            ))}
          </Group>
        )}
        <FigureTable figure={figure} />
        {figure.chart === "bar" && figure.rows.length > 1 && (
          <Suspense fallback={<Skeleton h={180} />}>
            <FigureBarChart figure={figure} />
          </Suspense>
        )}
        {figure.link && (
          <Group justify="flex-end">
            <Button
              component={Link}
              to={figure.link.href}
              variant="light"
              size="xs"
              rightSection={<IconArrowRight size={14} />}
            >
              {figure.link.label}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

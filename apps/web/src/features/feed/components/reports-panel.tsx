import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useRemoveComment } from "../api/comment-actions";
import { useCommentReports } from "../api/get-reports";
import { countText, feedTime } from "../utils/feed-texts";

/** Administrators: the comments players reported, to remove from here. */
export function ReportsPanel({ clubId }: { clubId: number }) {
  const reports = useCommentReports(true);
  const remove = useRemoveComment(clubId);
  if (reports.isPending) return <Skeleton h={120} radius="lg" aria-label="Cargando reportes" />;
  if (reports.error) {
    return (
      <Alert color="red" role="alert" title="No pudimos cargar los reportes">
        {reports.error.message}
      </Alert>
    );
  }
  if (reports.data.reports.length === 0) {
    return (
      <Paper withBorder radius="lg" p="lg">
        <Text ta="center" c="dimmed">
          No hay comentarios reportados. Todo en orden.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label="Comentarios reportados"
    >
      {reports.data.reports.map(({ comment, report_count, last_reported_at, reasons }) => (
        <Paper component="li" key={comment.id} withBorder radius="lg" p="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{comment.author.name}</Text>
              <Badge color="orange" variant="light" tt="none">
                {countText(report_count, "reporte", "reportes")}
              </Badge>
            </Group>
            <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{comment.text}</Text>
            {reasons.length > 0 && (
              <Text size="sm" c="dimmed">
                Motivo: {reasons.join(" · ")}
              </Text>
            )}
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                Último reporte <time dateTime={last_reported_at}>{feedTime(last_reported_at)}</time>
              </Text>
              <Button
                color="red"
                variant="light"
                size="xs"
                loading={remove.isPending && remove.variables?.id === comment.id}
                onClick={() => remove.mutate({ id: comment.id, itemId: comment.item_id })}
              >
                Quitar comentario
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

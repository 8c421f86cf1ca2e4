import { formatClp } from "@club/domain";
import { Alert, Badge, Button, Group, Popover, Stack, Text } from "@mantine/core";
import { IconCloudUpload } from "@tabler/icons-react";
import { dayjs } from "../../../lib/dayjs";
import { dismissSale, type QueuedSale } from "../offline/sale-queue";

/**
 * The sales made offline that wait for the server ("En cola"), and those it refused ("Con error", with
 * its reason), which stay until the operator dismisses them.
 */
export function SaleQueueIndicator({ sales, onRetry }: { sales: QueuedSale[]; onRetry: () => void }) {
  if (sales.length === 0) return null;
  const queued = sales.filter((s) => s.status === "queued").length;
  const failed = sales.length - queued;
  return (
    <Popover position="bottom-end" width={340} shadow="md">
      <Popover.Target>
        <Button
          variant="light"
          color={failed > 0 ? "red" : "orange"}
          leftSection={<IconCloudUpload size={16} />}
          data-testid="sale-queue"
        >
          {[queued > 0 && `En cola: ${queued}`, failed > 0 && `Con error: ${failed}`]
            .filter(Boolean)
            .join(" · ")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">
            Ventas hechas sin conexión. Se envían solas, en orden, cuando vuelve la conexión.
          </Text>
          {sales.map((sale) => (
            <Stack key={sale.key} gap={2}>
              <Group justify="space-between">
                <Text size="sm">
                  {dayjs(sale.createdAt).format("HH:mm")} · {formatClp(sale.total)}
                </Text>
                <Badge color={sale.status === "queued" ? "orange" : "red"} variant="light">
                  {sale.status === "queued" ? "En cola" : "Con error"}
                </Badge>
              </Group>
              {sale.status === "failed" && (
                <Alert color="red" p="xs">
                  <Text size="sm">{sale.error}</Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    mt={4}
                    onClick={() => dismissSale(sale.key)}
                  >
                    Descartar
                  </Button>
                </Alert>
              )}
            </Stack>
          ))}
          {queued > 0 && (
            <Button size="xs" variant="default" onClick={onRetry}>
              Enviar ahora
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

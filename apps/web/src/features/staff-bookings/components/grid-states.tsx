import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconCalendarOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { NoticeCard } from "../../../components/notice-card";

/** The grid's shape while the day loads. */
export function GridSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Cargando reservas">
      <Skeleton h={36} />
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <Skeleton key={i} h={44} />
      ))}
    </Stack>
  );
}

export function GridError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" title="No se pudieron cargar las reservas">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}

export function GridEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <NoticeCard icon={<IconCalendarOff size={30} />} title={title} order={3}>
      {children}
    </NoticeCard>
  );
}

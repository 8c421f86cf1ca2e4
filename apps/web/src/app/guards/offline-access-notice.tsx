import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";

export const OFFLINE_ACCESS_TITLE = "Sin conexión con el servidor";
export const OFFLINE_ACCESS_TEXT =
  "No pudimos verificar tu acceso al back office. Revisa tu conexión a internet: la página se abrirá sola cuando vuelva.";

/** Shown by the admin guard when the role cannot be known: no state kept from an earlier visit, and no server. */
export function OfflineAccessNotice({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconWifiOff size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {OFFLINE_ACCESS_TITLE}
        </Title>
        <Text c="dimmed">{OFFLINE_ACCESS_TEXT}</Text>
        <Button variant="light" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      </Stack>
    </Center>
  );
}

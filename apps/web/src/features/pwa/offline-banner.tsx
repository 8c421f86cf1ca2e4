import { Alert } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useConnectionLost } from "./use-connection-lost";

export const OFFLINE_TEXT =
  "Sin conexión: estás viendo la app guardada. Algunas acciones no estarán disponibles hasta recuperar la conexión.";

export function OfflineBanner() {
  const connectionLost = useConnectionLost();
  if (!connectionLost) return null;
  return (
    <Alert
      role="status"
      aria-live="polite"
      variant="filled"
      color="dark"
      icon={<IconWifiOff size={20} />}
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={640}
      mx="auto"
      style={{ zIndex: 1000 }}
    >
      {OFFLINE_TEXT}
    </Alert>
  );
}

import { Alert, Button } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/** A read that failed, with the server's Spanish message and a way to try again. */
export function LoadError({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title="No pudimos cargar los datos">
      {error?.message ?? "Inténtalo de nuevo en un momento."}
      {onRetry && (
        <Button size="xs" variant="default" mt="sm" display="block" onClick={onRetry}>
          Reintentar
        </Button>
      )}
    </Alert>
  );
}

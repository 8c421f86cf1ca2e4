import { Button, Code, Group } from "@mantine/core";
import { IconAlertTriangle, IconReload } from "@tabler/icons-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { isChunkLoadError } from "../../../lib/chunk-load";
import { ErrorScreen } from "./error-screen";

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error screen: never a blank page, and a reload offer when a code chunk is missing. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const reload = (
    <Button size="md" mt="sm" leftSection={<IconReload size={18} />} onClick={() => window.location.reload()}>
      Recargar
    </Button>
  );

  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen icon={IconReload} title="No pudimos cargar esta parte de la aplicación" action={reload}>
        Puede que haya una versión nueva de la aplicación o que no tengas conexión a internet. Recarga la
        página para intentarlo de nuevo.
      </ErrorScreen>
    );
  }

  return (
    <ErrorScreen
      icon={IconAlertTriangle}
      title="Unexpected Application Error!"
      action={
        <Group justify="center">
          {reload}
          <Button component={Link} to="/" size="md" mt="sm" variant="default" reloadDocument>
            Ir al inicio
          </Button>
        </Group>
      }
    >
      <Code block style={{ whiteSpace: "pre-wrap", textAlign: "left" }}>
        {errorText(error)}
      </Code>
    </ErrorScreen>
  );
}

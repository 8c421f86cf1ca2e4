import { Button, Group, Modal, Text } from "@mantine/core";
import { useEffect } from "react";
import { useBlocker } from "react-router";
import { hasUnsavedChanges } from "../lib/unsaved-changes";

/**
 * Asks before leaving a screen whose form has unsaved changes (see useUnsavedChanges): inside the app
 * with this dialog, and on reload or closing the tab with the browser's own question.
 */
export function UnsavedChangesPrompt() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsavedChanges(),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  const stay = () => blocker.reset?.();
  return (
    <Modal opened={blocker.state === "blocked"} onClose={stay} title="¿Salir sin guardar?" centered>
      <Text size="sm">Tienes cambios sin guardar. Si sales ahora, se pierden.</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={stay} data-autofocus>
          Seguir editando
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}

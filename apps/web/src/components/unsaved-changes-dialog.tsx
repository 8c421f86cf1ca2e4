import { Button, Group, Modal, Text } from "@mantine/core";

interface UnsavedChangesDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** The question UnsavedChangesPrompt asks before leaving a screen with unsaved changes. */
export function UnsavedChangesDialog({ opened, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title="¿Salir sin guardar?" centered>
      <Text size="sm">Tienes cambios sin guardar. Si sales ahora, se pierden.</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          Seguir editando
        </Button>
        <Button color="red" onClick={onLeave}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}

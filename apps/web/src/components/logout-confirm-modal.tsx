import { Button, Group, Modal, Text } from "@mantine/core";

interface LogoutConfirmModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function LogoutConfirmModal({ opened, onCancel, onConfirm }: LogoutConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="¿Cerrar sesión?"
      centered
      // Bold like the app's other dialog titles (the register dialogs).
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text size="sm">Tendrás que ingresar de nuevo con tu usuario y contraseña para volver.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button color="red" onClick={onConfirm} data-autofocus>
          Cerrar sesión
        </Button>
      </Group>
    </Modal>
  );
}

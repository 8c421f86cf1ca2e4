import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import { useDeleteConversation } from "../api/conversations";

/** Deletes the conversation on screen, once the admin confirms. */
export function DeleteConversationButton({
  conversationId,
  onDeleted,
  disabled,
}: {
  conversationId: number;
  onDeleted: () => void;
  disabled: boolean;
}) {
  const [opened, modal] = useDisclosure(false);
  const remove = useDeleteConversation();
  const confirm = () =>
    remove.mutate(conversationId, {
      onSuccess: () => {
        modal.close();
        onDeleted();
      },
    });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={16} />}
        onClick={modal.open}
        disabled={disabled}
      >
        Borrar conversación
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title="Borrar conversación"
        centered
        closeOnClickOutside={!remove.isPending}
      >
        <Stack gap="md">
          <Text>¿Borrar esta conversación? Sus preguntas y respuestas no se pueden recuperar.</Text>
          {remove.error && <Alert color="red">{remove.error.message}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Borrar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

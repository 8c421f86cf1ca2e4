import { Button, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTrash } from "@tabler/icons-react";
import { ConfirmModal } from "../../../components/confirm-modal";
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
      <ConfirmModal
        opened={opened}
        onClose={modal.close}
        title="Borrar conversación"
        confirmLabel="Borrar"
        onConfirm={confirm}
        pending={remove.isPending}
        error={remove.error}
      >
        <Text>¿Borrar esta conversación? Sus preguntas y respuestas no se pueden recuperar.</Text>
      </ConfirmModal>
    </>
  );
}

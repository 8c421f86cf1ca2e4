import { ActionIcon, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { ConfirmModal } from "../../../components/confirm-modal";
import { type PendingLine, useRemovePendingLine } from "../api/order-changes";

/** Takes one product or booking out of a pending order, after confirming. */
export function RemoveLineButton({ order, line, name }: { order: number; line: PendingLine; name: string }) {
  const [opened, modal] = useDisclosure(false);
  const remove = useRemovePendingLine(order);
  const close = () => {
    remove.reset();
    modal.close();
  };
  const confirm = () =>
    remove.mutate(line, {
      onSuccess: () => {
        notifications.show({ color: "green", message: `Se quitó ${name} del pedido.` });
        modal.close();
      },
    });
  return (
    <>
      <ActionIcon variant="subtle" color="red" aria-label={`Quitar ${name}`} onClick={modal.open}>
        <IconTrash size={18} />
      </ActionIcon>
      <ConfirmModal
        opened={opened}
        onClose={close}
        title="¿Quitar del pedido?"
        confirmLabel="Quitar"
        onConfirm={confirm}
        pending={remove.isPending}
        error={remove.error}
      >
        <Text size="sm">
          Se quitará <b>{name}</b> del pedido pendiente y el total se recalculará.
        </Text>
      </ConfirmModal>
    </>
  );
}

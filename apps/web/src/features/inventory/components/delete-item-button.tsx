import type { ItemDetail } from "@club/contract";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useDeleteItem } from "../api/delete-item";
import { INVENTORY_PATH } from "../utils/item-paths";

export function DeleteItemButton({ item }: { item: ItemDetail }) {
  const [opened, modal] = useDisclosure(false);
  const remove = useDeleteItem();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(item.id, {
      onSuccess: (answer) => {
        notifications.show({
          color: "green",
          message: answer.message || `«${item.item_name}» fue eliminado.`,
        });
        navigate(INVENTORY_PATH);
      },
    });
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={modal.open}>
        Eliminar
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title="Eliminar producto"
        centered
        closeOnClickOutside={!remove.isPending}
      >
        <Stack gap="md">
          <Text>
            ¿Eliminar <b>{item.item_name}</b> del inventario?
          </Text>
          <Text size="sm" c="dimmed">
            Deja de aparecer en el inventario y en el punto de venta. Su historial de stock y las ventas
            pasadas se conservan.
          </Text>
          {remove.error && <Alert color="red">{remove.error.message}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Eliminar producto
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

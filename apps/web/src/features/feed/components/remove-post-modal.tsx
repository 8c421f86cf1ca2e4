import type { FeedItem } from "@club/contract";
import { Text } from "@mantine/core";
import { ConfirmModal } from "../../../components/confirm-modal";
import type { useRemovePost } from "../api/remove-post";

/** An administrator confirms before an item leaves the feed with its likes and comments. */
export function RemovePostModal({
  item,
  removal,
  onClose,
}: {
  item: FeedItem | null;
  removal: ReturnType<typeof useRemovePost>;
  onClose: () => void;
}) {
  return (
    <ConfirmModal
      opened={item !== null}
      onClose={onClose}
      title="Quitar del muro"
      confirmLabel="Quitar"
      onConfirm={() => item && removal.mutate(item.id, { onSuccess: onClose })}
      pending={removal.isPending}
      error={removal.error}
      errorTitle="No se pudo quitar"
    >
      <Text>Los socios dejarán de verla, con sus me gusta y comentarios.</Text>
    </ConfirmModal>
  );
}

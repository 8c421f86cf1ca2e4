import type { ClubUserDetail } from "@club/contract";
import { Button, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconShieldCheck, IconShieldOff } from "@tabler/icons-react";
import { ConfirmModal } from "../../../components/confirm-modal";
import { useSessionUser } from "../../../lib/session-user";
import { useSetClubAdministrator } from "../api/set-club-administrator";
import { fullName } from "../utils/club-user-text";

export const LAST_ADMIN_HINT = "Es el único administrador del club: nombra a otro antes de quitarle el rol.";

/**
 * "Hacer administrador" or "Quitar administrador", each after a confirmation. The club's last
 * administrator keeps the role: the button is disabled and says why (the server refuses it too).
 */
export function AdminRoleButton({ detail }: { detail: ClubUserDetail }) {
  const { user } = detail;
  const [opened, modal] = useDisclosure(false);
  const change = useSetClubAdministrator(user.id);
  const me = useSessionUser().data;
  const isAdmin = user.role === "club_administrator";
  const isLast = isAdmin && detail.club_administrators <= 1;
  const isMe = me?.id === user.id;
  const name = fullName(user);
  const close = () => {
    change.reset();
    modal.close();
  };
  const confirm = () =>
    change.mutate(!isAdmin, {
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: `${name}: ${answer.message.toLowerCase()}.` });
        modal.close();
      },
    });
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        color={isAdmin ? "red" : "grape"}
        leftSection={isAdmin ? <IconShieldOff size={18} /> : <IconShieldCheck size={18} />}
        onClick={modal.open}
        disabled={isLast}
      >
        {isAdmin ? "Quitar administrador" : "Hacer administrador"}
      </Button>
      {isLast && (
        <Text size="xs" c="dimmed" maw={320}>
          {LAST_ADMIN_HINT}
        </Text>
      )}
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={isAdmin ? "¿Quitar el rol de administrador?" : "¿Hacer administrador del club?"}
        confirmLabel={isAdmin ? "Quitar administrador" : "Hacer administrador"}
        onConfirm={confirm}
        pending={change.isPending}
        error={change.error}
        errorTitle="No se pudo cambiar el rol"
      >
        <Text size="sm">
          {isAdmin
            ? isMe
              ? "Dejarás de ser administrador del club y saldrás del panel de administración."
              : `${name} volverá a ser jugador y dejará de entrar al panel de administración.`
            : `${name} podrá entrar al panel de administración del club: reservas, ventas, cajas, inventario y usuarios.`}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

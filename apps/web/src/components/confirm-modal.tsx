import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** The server's refusal, shown in the dialog with `errorTitle`. */
  error: Error | null;
  errorTitle?: string;
  children: ReactNode;
};

/** Says what a change will do and asks before doing it; "Volver" is focused first. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  confirmLabel,
  onConfirm,
  pending,
  error,
  errorTitle,
  children,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeOnClickOutside={!pending}>
      <Stack gap="md">
        {children}
        {error && (
          <Alert color="red" title={errorTitle}>
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Volver
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

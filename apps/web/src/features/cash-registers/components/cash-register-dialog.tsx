import type { CashRegister } from "@club/contract";
import { PESOS_RULE, parseEsClNumber } from "@club/domain";
import { Alert, Button, Group, Modal, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { NumberField } from "../../../components/number-field";
import { ApiError } from "../../../lib/api-client";
import { useCloseCashRegister } from "../api/close-cash-register";
import { useOpenCashRegister } from "../api/open-cash-register";

export type RegisterAction = "open" | "close";

const TEXTS = {
  open: {
    title: "Abrir",
    question: "¿Con cuánto efectivo abre la caja?",
    hint: "Cuenta el efectivo con el que empieza el turno.",
    confirm: "Abrir caja",
    success: "Caja abierta con éxito.",
    failure: "No se pudo abrir la caja",
    field: "cash_register_record_open_cash_user_amount",
  },
  close: {
    title: "Cerrar",
    question: "¿Con cuánto efectivo cierra la caja?",
    hint: "Cuenta el efectivo que queda en la caja al terminar el turno.",
    confirm: "Cerrar caja",
    success: "Caja cerrada con éxito.",
    failure: "No se pudo cerrar la caja",
    field: "cash_register_record_close_cash_user_amount",
  },
} as const;

const NEUTRAL_HINTS = {
  wrapper: {
    "--input-placeholder-color": "var(--mantine-color-placeholder)",
    "--input-section-color": "var(--mantine-color-dimmed)",
  },
} as const;

type Props = { register: CashRegister | null; action: RegisterAction; opened: boolean; onClose: () => void };

export function CashRegisterDialog({ register, action, opened, onClose }: Props) {
  const text = TEXTS[action];
  const openRegister = useOpenCashRegister();
  const closeRegister = useCloseCashRegister();
  const mutation = action === "open" ? openRegister : closeRegister;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ amount: string }>({
    initialValues: { amount: "" },
    // Spec §5: without an amount no call is made.
    validate: {
      amount: (text) => {
        const { value, error } = parseEsClNumber(text, PESOS_RULE);
        return error ?? (value === null ? "Ingresa un monto" : null);
      },
    },
  });

  const submit = form.onSubmit(({ amount }) => {
    const value = parseEsClNumber(amount, PESOS_RULE).value;
    if (!register || value == null) return;
    setFailure(null);
    mutation.mutate(
      { id: register.id, amount: value },
      {
        onSuccess: (data) => {
          notifications.show({ color: "green", message: data.message.trim() || text.success });
          onClose();
        },
        onError: (error) => {
          setFailure(error.message);
          const fieldError = error instanceof ApiError ? error.fieldErrors()[text.field] : undefined;
          if (fieldError) form.setFieldError("amount", fieldError);
          notifications.show({ color: "red", title: text.failure, message: error.message });
        },
      },
    );
  });

  const reset = () => {
    form.reset();
    setFailure(null);
    openRegister.reset();
    closeRegister.reset();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={reset}
      title={`${text.title} ${register?.cash_register_name ?? "caja"}`}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeOnClickOutside={!mutation.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" title={text.failure}>
              {failure}
            </Alert>
          )}
          <NumberField
            {...form.getInputProps("amount")}
            rule={PESOS_RULE}
            data-autofocus
            required
            label={text.question}
            description={text.hint}
            placeholder="45000"
            // A section, not a prefix, so the "$" shows beside the placeholder as beside a typed amount.
            leftSection="$"
            leftSectionWidth={28}
            // With an error, Mantine paints the placeholder (and the "$") red, which reads as a
            // rejected amount; the red border and the message below are enough.
            styles={NEUTRAL_HINTS}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button type="submit" color={action === "open" ? "green" : "red"} loading={mutation.isPending}>
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

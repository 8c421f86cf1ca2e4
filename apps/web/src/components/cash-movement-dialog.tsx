import { addCashMovement, type CashMovementType } from "@club/contract";
import { PESOS_RULE, parseEsClNumber } from "@club/domain";
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiRequest } from "../lib/api-client";
import { GLOBAL_STATE_KEY } from "../lib/global-state-key";
import { REGISTER_RECORDS_KEY } from "../lib/register-record-query";
import { NumberField } from "./number-field";

const TYPE_OPTIONS = [
  { value: "in", label: "Ingreso" },
  { value: "out", label: "Retiro" },
];

const FIELDS = {
  "data.cash_movement_amount": "amount",
  "data.cash_movement_reason": "reason",
} as const;

type Values = { type: CashMovementType; amount: string; reason: string };

type Props = {
  register: { id: number; name: string } | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * Cash put into or taken out of the drawer of the operator's open register, with the reason: the amount
 * typed as a Chilean would ("20.000"). The session's balances and the header refresh once it is saved.
 */
export function CashMovementDialog({ register, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { id: number; type: CashMovementType; amount: number; reason: string }) =>
      apiRequest(addCashMovement, {
        params: { id: input.id },
        body: {
          data: {
            cash_movement_type: input.type,
            cash_movement_amount: input.amount,
            cash_movement_reason: input.reason,
          },
        },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REGISTER_RECORDS_KEY }),
        queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY }),
      ]),
  });
  const form = useForm<Values>({
    initialValues: { type: "in", amount: "", reason: "" },
    validate: {
      amount: (text) => {
        const { value, error } = parseEsClNumber(text, PESOS_RULE);
        if (error) return error;
        return value == null || value <= 0 ? "Ingresa un monto mayor que cero" : null;
      },
      reason: (text) => (text.trim() === "" ? "Escribe el motivo" : null),
    },
  });

  const submit = form.onSubmit(({ type, amount, reason }) => {
    const value = parseEsClNumber(amount, PESOS_RULE).value;
    if (!register || value == null) return;
    setFailure(null);
    mutation.mutate(
      { id: register.id, type, amount: value, reason: reason.trim() },
      {
        onSuccess: (data) => {
          notifications.show({ color: "green", message: data.message });
          onClose();
        },
        onError: (error) => {
          setFailure(error.message);
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors())) {
              const input = FIELDS[field as keyof typeof FIELDS];
              if (input) form.setFieldError(input, message);
            }
          }
        },
      },
    );
  });

  const reset = () => {
    form.reset();
    setFailure(null);
    mutation.reset();
  };
  const out = form.values.type === "out";

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={reset}
      title={`Movimiento de efectivo · ${register?.name ?? "caja"}`}
      centered
      styles={{ title: { fontWeight: 700 } }}
      closeOnClickOutside={!mutation.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" title="No se pudo registrar el movimiento">
              {failure}
            </Alert>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="cash-movement-type">
              Tipo
            </Text>
            <SegmentedControl
              aria-labelledby="cash-movement-type"
              data={TYPE_OPTIONS}
              color={out ? "orange" : "teal"}
              {...form.getInputProps("type")}
            />
          </Stack>
          <NumberField
            {...form.getInputProps("amount")}
            rule={PESOS_RULE}
            data-autofocus
            required
            label={out ? "¿Cuánto efectivo retiras?" : "¿Cuánto efectivo ingresas?"}
            placeholder="20.000"
            leftSection="$"
            leftSectionWidth={28}
          />
          <Textarea
            {...form.getInputProps("reason")}
            required
            label="Motivo"
            placeholder={out ? "Depósito en el banco" : "Sencillo para el vuelto"}
            maxLength={200}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancelar
            </Button>
            <Button type="submit" color={out ? "orange" : "teal"} loading={mutation.isPending}>
              {out ? "Registrar retiro" : "Registrar ingreso"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

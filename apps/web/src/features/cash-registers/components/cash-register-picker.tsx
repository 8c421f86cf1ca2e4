import type { CashRegister, GlobalState } from "@club/contract";
import { Anchor, Menu, Stack, Text } from "@mantine/core";
import { CashRegisterOption } from "./cash-register-option";

type Props = { state: GlobalState; onSelect: (register: CashRegister) => void };

export function CashRegisterPicker({ state, onSelect }: Props) {
  const registers = state.cash_register;
  if (registers.length === 0) {
    const email = state.club.support_email;
    return (
      <Stack gap={4} p="sm" align="center">
        <Text fw={600}>No hay cajas disponibles :O</Text>
        <Text size="sm" c="dimmed" ta="center">
          Pide que habiliten una caja escribiendo a{" "}
          <Anchor href={`mailto:${email}`} size="sm">
            {email}
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <>
      <Menu.Label>Cajas del club</Menu.Label>
      {registers.map((register) => (
        <CashRegisterOption
          key={register.id}
          register={register}
          registers={registers}
          userId={state.user_id}
          onSelect={onSelect}
        />
      ))}
    </>
  );
}

import type { CashRegister } from "@club/contract";
import { isRegisterPickable } from "@club/domain";
import { Badge, Group, Menu, Stack, Text } from "@mantine/core";
import { IconCashRegister, IconLock } from "@tabler/icons-react";
import { disabledReason } from "../utils/register-status";

type Props = {
  register: CashRegister;
  registers: readonly CashRegister[];
  userId: number;
  onSelect: (register: CashRegister) => void;
};

export function CashRegisterOption({ register, registers, userId, onSelect }: Props) {
  const pickable = isRegisterPickable(register, registers, userId);
  // Shown inline rather than in a tooltip: disabled items get no hover, and phones have none.
  const reason = pickable ? null : (disabledReason(register, registers, userId) ?? "No disponible.");
  const open = register.cash_register_open;
  const operator = register.users_permissions_user;
  const last = register.cash_register_last_action_datetime;
  return (
    <Menu.Item
      disabled={!pickable}
      onClick={() => onSelect(register)}
      leftSection={<IconCashRegister size={18} stroke={1.6} />}
      rightSection={pickable ? undefined : <IconLock size={14} aria-hidden />}
      title={reason ?? undefined}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600}>
            {register.cash_register_name}
          </Text>
          <Badge size="sm" variant="light" color={open ? "green" : "gray"}>
            {open ? "Abierta" : "Cerrada"}
          </Badge>
        </Group>
        {open && operator && (
          <Text size="xs" c="dimmed">
            Operador: {operator.name} {operator.lastname}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {last ? `Último movimiento: ${last.date} ${last.timeWithoutSeconds}` : "Sin movimientos"}
        </Text>
        {reason && (
          <Text size="xs" c="orange.7">
            {reason}
          </Text>
        )}
      </Stack>
    </Menu.Item>
  );
}

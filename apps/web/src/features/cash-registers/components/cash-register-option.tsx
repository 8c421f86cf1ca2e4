import type { CashRegister } from "@club/contract";
import { isRegisterPickable } from "@club/domain";
import { Badge, Box, Group, Menu, Stack, Text } from "@mantine/core";
import { IconCashRegister, IconLock } from "@tabler/icons-react";
import { disabledReason } from "../utils/register-status";

type Props = {
  register: CashRegister;
  registers: readonly CashRegister[];
  userId: number;
  onSelect: (register: CashRegister) => void;
};

/** Mantine fades a whole disabled item; the fade is moved to everything but the reason. */
const FADED = 0.6;
const DISABLED_STYLES = { item: { opacity: 1 }, itemSection: { opacity: FADED } } as const;
/** ≥ 4.5:1 on the dropdown: red 9 on white (5.5:1), orange 4 on dark 7 (8.2:1). */
const REASON_COLOR = "light-dark(var(--mantine-color-red-9), var(--mantine-color-orange-4))";

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
      styles={pickable ? undefined : DISABLED_STYLES}
    >
      <Stack gap={2}>
        <Box opacity={pickable ? undefined : FADED}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {register.cash_register_name}
            </Text>
            <Badge size="sm" variant="light" color={open ? "green" : "gray"}>
              {open ? "Abierta" : "Cerrada"}
            </Badge>
          </Group>
          {open && operator && (
            <Text size="xs" c="dimmed" mt={2}>
              Operador: {operator.name} {operator.lastname}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {last ? `Último movimiento: ${last.date} ${last.timeWithoutSeconds}` : "Sin movimientos"}
          </Text>
        </Box>
        {reason && (
          <Text size="xs" fw={500} style={{ color: REASON_COLOR }}>
            {reason}
          </Text>
        )}
      </Stack>
    </Menu.Item>
  );
}

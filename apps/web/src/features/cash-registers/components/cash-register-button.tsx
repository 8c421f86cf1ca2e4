import type { CashRegister } from "@club/contract";
import { canOperateRegister } from "@club/domain";
import { ActionIcon, Button, Menu, Skeleton, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconArrowsExchange, IconCashRegister, IconChevronDown } from "@tabler/icons-react";
import { lazy, useState } from "react";
import { MountOnceOpened } from "../../../components/mount-once-opened";
import { useGlobalState } from "../../../lib/global-state";
import { ownOpenRegister } from "../utils/register-status";
import type { RegisterAction } from "./cash-register-dialog";
import { CashRegisterPicker } from "./cash-register-picker";

const CashMovementDialog = lazy(() =>
  import("../../../components/cash-movement-dialog").then((m) => ({ default: m.CashMovementDialog })),
);

const CashRegisterDialog = lazy(() =>
  import("./cash-register-dialog").then((m) => ({ default: m.CashRegisterDialog })),
);

/** Spec §9: 768px is the mobile breakpoint. */
const MOBILE_QUERY = "(max-width: 48em)";

export function CashRegisterButton() {
  const { data: state } = useGlobalState();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [dialogOpened, dialog] = useDisclosure(false);
  const [movementOpened, movement] = useDisclosure(false);
  // Kept after closing so the dialog's texts do not change during its exit animation.
  const [selection, setSelection] = useState<{ register: CashRegister; action: RegisterAction } | null>(null);

  if (!state) return <Skeleton height={34} width={mobile ? 34 : 160} radius="md" />;

  const own = ownOpenRegister(state.cash_register, state.user_id);
  const label = own ? `Caja abierta: ${own.cash_register_name}` : "Caja cerrada";
  const color = own ? "green" : "gray";

  const select = (register: CashRegister) => {
    // Spec §4: selecting opens a closed register and closes an open one.
    const action = canOperateRegister(register, state.user_id) === "close" ? "close" : "open";
    setSelection({ register, action });
    dialog.open();
  };

  return (
    <>
      <Menu position="bottom-end" width={320} shadow="md">
        <Menu.Target>
          {mobile ? (
            <ActionIcon
              variant={own ? "filled" : "light"}
              color={color}
              size="lg"
              aria-label={label}
              title={label}
            >
              <IconCashRegister size={20} stroke={1.6} />
            </ActionIcon>
          ) : (
            <Button
              variant="light"
              color={color}
              leftSection={<IconCashRegister size={18} stroke={1.6} />}
              rightSection={<IconChevronDown size={14} />}
            >
              {label}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {/* On phones the header shows only the icon: the status is spelled out here. */}
          {mobile && (
            <Text size="sm" fw={600} c={own ? "green" : "dimmed"} px="sm" pt="xs">
              {label}
            </Text>
          )}
          <CashRegisterPicker state={state} onSelect={select} />
          {own && (
            <>
              <Menu.Divider />
              <Menu.Item leftSection={<IconArrowsExchange size={16} />} onClick={movement.open}>
                Ingresar o retirar efectivo
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <MountOnceOpened opened={dialogOpened}>
        <CashRegisterDialog
          register={selection?.register ?? null}
          action={selection?.action ?? "open"}
          opened={dialogOpened}
          onClose={dialog.close}
        />
      </MountOnceOpened>
      <MountOnceOpened opened={movementOpened}>
        <CashMovementDialog
          register={own ? { id: own.id, name: own.cash_register_name } : null}
          opened={movementOpened}
          onClose={movement.close}
        />
      </MountOnceOpened>
    </>
  );
}

import { SERVICE_IDS } from "@club/contract";
import { Text } from "@mantine/core";
import { IconScale } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { NoticeCard } from "../../../components/notice-card";
import { useGlobalState } from "../../../lib/global-state";

/** Balances belong to the registers service (GoRegisters): without it the screens say so. */
export function RequireRegistersService({ children }: { children: ReactNode }) {
  const { data: state } = useGlobalState();
  if (state && !state.enabled_services.includes(SERVICE_IDS.GoRegisters)) {
    return (
      <NoticeCard icon={<IconScale size={30} />} title="Balances no está activo">
        <Text c="dimmed" maw={440}>
          Los balances de cierre son parte del servicio GoRegisters, que tu club no tiene activo.
        </Text>
      </NoticeCard>
    );
  }
  return children;
}

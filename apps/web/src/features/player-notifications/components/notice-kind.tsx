import { ThemeIcon } from "@mantine/core";
import {
  IconCalendarCheck,
  IconCalendarX,
  IconCashBanknote,
  IconClipboardCheck,
  IconInfoCircle,
  IconTrophy,
  IconUserPlus,
  IconUsersGroup,
} from "@tabler/icons-react";

type Kind = { label: string; color: string; icon: typeof IconInfoCircle };

/** What a player is told of, by notification type; a type this list does not know is a plain notice. */
const KINDS = new Map<string, Kind>([
  ["match_waitlist_offer", { label: "Cupo en un partido", color: "green", icon: IconUserPlus }],
  ["match_not_full", { label: "Partido incompleto", color: "orange", icon: IconUsersGroup }],
  ["slot_freed", { label: "Horario liberado", color: "teal", icon: IconCalendarCheck }],
  ["share_refunded", { label: "Parte devuelta", color: "teal", icon: IconCashBanknote }],
  ["match_result_reported", { label: "Resultado por confirmar", color: "orange", icon: IconClipboardCheck }],
  ["match_result_confirmed", { label: "Resultado confirmado", color: "green", icon: IconTrophy }],
  ["match_cancelled", { label: "Partido cancelado", color: "red", icon: IconCalendarX }],
]);
const NOTICE: Kind = { label: "Aviso", color: "blue", icon: IconInfoCircle };

export function NoticeKindIcon({ type }: { type: string }) {
  const kind = KINDS.get(type) ?? NOTICE;
  return (
    <ThemeIcon color={kind.color} variant="light" radius="xl" size={36} role="img" aria-label={kind.label}>
      <kind.icon size={20} stroke={1.7} />
    </ThemeIcon>
  );
}

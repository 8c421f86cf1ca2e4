import { type GlobalState, SERVICE_IDS } from "@club/contract";
import { countText } from "@club/domain";
import { Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import {
  IconBell,
  IconCalendarEvent,
  IconCashRegister,
  IconClipboardList,
  type TablerIcon,
} from "@tabler/icons-react";

interface Stat {
  label: string;
  value: string;
  hint: string;
  icon: TablerIcon;
  color: string;
}

/** The notifications card: the unread count once known, the global state's flag until then. */
function notificationsStat(state: GlobalState, unread: number | undefined): Stat {
  const pending = unread === undefined ? state.has_unread_notifications : unread > 0;
  const idle = pending ? "Tienes avisos nuevos" : "No hay avisos nuevos";
  return {
    label: "Notificaciones",
    value: unread === undefined ? (pending ? "Sin leer" : "Al día") : String(unread),
    hint: unread ? countText(unread, "aviso sin leer", "avisos sin leer") : idle,
    icon: IconBell,
    color: pending ? "red" : "gray",
  };
}

function stats(state: GlobalState, unread: number | undefined): Stat[] {
  const openRegisters = state.cash_register.filter((register) => register.cash_register_open).length;
  const list: Stat[] = [];
  if (state.enabled_services.includes(SERVICE_IDS.GoMarket)) {
    list.push(
      {
        label: "Cajas abiertas",
        value: `${openRegisters} de ${state.cash_register.length}`,
        hint: openRegisters > 0 ? "Hay turnos en curso" : "Ninguna caja abierta",
        icon: IconCashRegister,
        color: "teal",
      },
      {
        label: "Pedidos pendientes",
        value: String(state.pending_orders),
        hint: "Por cobrar o entregar",
        icon: IconClipboardList,
        color: "orange",
      },
    );
  }
  if (state.enabled_services.includes(SERVICE_IDS.GoMatch)) {
    list.push({
      label: "Reservas del día",
      value: String(state.daily_bookings),
      hint: state.daily_bookings > 0 ? "Canchas tomadas hoy" : "Sin reservas hoy",
      icon: IconCalendarEvent,
      color: "blue",
    });
  }
  list.push(notificationsStat(state, unread));
  return list;
}

/**
 * Each card lays its label, value and hint on three rows shared (CSS subgrid) with the cards beside
 * it, so a label that wraps on a narrow screen ("Pedidos pendientes" on a phone) pushes the whole
 * row down together and the numbers stay aligned. Labels sit at the bottom of their row, next to
 * their number.
 */
const CARD_STYLE = {
  display: "grid",
  gridRow: "span 3",
  gridTemplateRows: "subgrid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  rowGap: 0,
} as const;

/** The figures of the global state at a glance, with the unread notifications counted. */
export function DashboardStats({
  state,
  unreadNotifications,
}: {
  state: GlobalState;
  unreadNotifications?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "xs", sm: "md" }}>
      {stats(state, unreadNotifications).map((stat) => (
        <Paper key={stat.label} withBorder radius="md" p={{ base: "sm", sm: "md" }} style={CARD_STYLE}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ gridColumn: 1, alignSelf: "end" }}>
            {stat.label}
          </Text>
          <ThemeIcon
            variant="light"
            color={stat.color}
            size={38}
            radius="md"
            visibleFrom="sm"
            ml="md"
            style={{ gridColumn: 2, gridRow: "1 / span 2", alignSelf: "start" }}
          >
            <stat.icon size={22} stroke={1.6} />
          </ThemeIcon>
          <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2} mt={4} style={{ gridColumn: 1 }}>
            {stat.value}
          </Text>
          <Text size="sm" c="dimmed" mt="xs" style={{ gridColumn: "1 / -1" }}>
            {stat.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

import { type Dashboard, type GlobalState, SERVICE_IDS } from "@club/contract";
import { countText, formatClp, formatPeriodChange, isoDayWords, periodChange } from "@club/domain";
import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from "@mantine/core";
import {
  IconAlertTriangle,
  IconBell,
  IconCalendarEvent,
  IconCashRegister,
  IconClipboardList,
  IconCoin,
  IconSoccerField,
  type TablerIcon,
} from "@tabler/icons-react";
import { Link } from "react-router";

interface Stat {
  label: string;
  /** Null while today's figures load. */
  value: string | null;
  hint: string;
  icon: TablerIcon;
  color: string;
  /** The screen the card opens (a hash is a place on this page). */
  to: string;
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
    to: "#notificaciones",
  };
}

/** "+25% que el lunes pasado a esta hora", or what there was to compare with. */
function salesHint(day: Dashboard | undefined): string {
  if (!day) return "Comparando con la semana pasada";
  const weekday = isoDayWords(day.date, { weekday: "long" });
  const change = periodChange(day.sales.today.net_amount, day.sales.last_week_so_far.net_amount);
  if (change === null) return `El ${weekday} pasado a esta hora no había ventas`;
  return `${formatPeriodChange(change)} que el ${weekday} pasado a esta hora`;
}

function salesStat(day: Dashboard | undefined): Stat {
  return {
    label: "Ventas de hoy",
    value: day ? formatClp(day.sales.today.net_amount) : null,
    hint: salesHint(day),
    icon: IconCoin,
    color: "green",
    to: "/admin/reportes",
  };
}

function courtsStat(day: Dashboard | undefined): Stat {
  const next = day?.courts.next[0];
  return {
    label: "Canchas ahora",
    value: day ? `${day.courts.now.length} de ${day.courts.total}` : null,
    hint: next ? `Próxima: ${next.court_name} a las ${next.start_time}` : "No quedan reservas hoy",
    icon: IconSoccerField,
    color: "indigo",
    to: "/admin/reservas",
  };
}

function criticalStat(day: Dashboard | undefined): Stat {
  const first = day?.critical_stock.items[0];
  const more = (day?.critical_stock.count ?? 0) - 1;
  return {
    label: "Stock crítico",
    value: day ? String(day.critical_stock.count) : null,
    hint: first ? `${first.item_name}${more > 0 ? ` y ${more} más` : ""}` : "Ningún producto en su mínimo",
    icon: IconAlertTriangle,
    color: day && day.critical_stock.count > 0 ? "red" : "gray",
    to: "/admin/inventario",
  };
}

function registersHint(state: GlobalState): string {
  const open = state.cash_register.filter((register) => register.cash_register_open);
  const [first] = open;
  if (!first) return "Ninguna caja abierta";
  const operator = first.users_permissions_user;
  const who = operator ? `${first.cash_register_name}: ${operator.name} ${operator.lastname}`.trim() : "";
  return open.length > 1 ? `${who} y ${open.length - 1} más` : who;
}

function stats(state: GlobalState, unread: number | undefined, day: Dashboard | undefined): Stat[] {
  const openRegisters = state.cash_register.filter((register) => register.cash_register_open).length;
  const market = state.enabled_services.includes(SERVICE_IDS.GoMarket);
  const booking = state.enabled_services.includes(SERVICE_IDS.GoMatch);
  const list: Stat[] = [];
  if (market) list.push(salesStat(day));
  if (booking) {
    list.push(courtsStat(day), {
      label: "Reservas del día",
      value: String(state.daily_bookings),
      hint: state.daily_bookings > 0 ? "Canchas tomadas hoy" : "Sin reservas hoy",
      icon: IconCalendarEvent,
      color: "blue",
      to: "/admin/reservas",
    });
  }
  if (market) {
    list.push(
      {
        label: "Cajas abiertas",
        value: `${openRegisters} de ${state.cash_register.length}`,
        hint: registersHint(state),
        icon: IconCashRegister,
        color: "teal",
        to: "/admin/historial-cajas",
      },
      {
        label: "Pedidos pendientes",
        value: String(state.pending_orders),
        hint: "Por cobrar o entregar",
        icon: IconClipboardList,
        color: "orange",
        to: "/admin/pendientes",
      },
      criticalStat(day),
    );
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
  color: "inherit",
  textDecoration: "none",
} as const;

/** A card's link: a screen through the router, a place on this page by its hash. */
const linkProps = (to: string) =>
  to.startsWith("#") ? { component: "a", href: to } : { component: Link, to };

/**
 * Today's figures at a glance (the global state's counts and the dashboard's sales, courts and stock),
 * each card a link to the screen behind it.
 */
export function DashboardStats({
  state,
  unreadNotifications,
  day,
}: {
  state: GlobalState;
  unreadNotifications?: number;
  day?: Dashboard;
}) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: "xs", sm: "md" }}>
      {stats(state, unreadNotifications, day).map((stat) => (
        <Paper
          key={stat.label}
          {...(linkProps(stat.to) as { component: "a"; href: string })}
          withBorder
          radius="md"
          p={{ base: "sm", sm: "md" }}
          style={CARD_STYLE}
        >
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
          {stat.value === null ? (
            <Skeleton height={30} width="60%" mt={6} style={{ gridColumn: 1 }} />
          ) : (
            <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2} mt={4} style={{ gridColumn: 1 }}>
              {stat.value}
            </Text>
          )}
          <Text size="sm" c="dimmed" mt="xs" style={{ gridColumn: "1 / -1" }}>
            {stat.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

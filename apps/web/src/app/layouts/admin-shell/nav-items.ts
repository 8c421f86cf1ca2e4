import { SERVICE_IDS } from "@club/contract";
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCashRegister,
  IconClipboardList,
  IconLayoutDashboard,
  IconPackage,
  IconReceipt,
  IconReportAnalytics,
  IconScale,
  IconSparkles,
  IconTrophy,
  type TablerIcon,
} from "@tabler/icons-react";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: TablerIcon;
  badge?: string;
  /** What the badge's count counts, said to screen readers after it. */
  badgeHint?: string;
}

interface NavCounts {
  enabledServices: readonly number[];
  dailyBookings: number;
  pendingOrders: number;
  /** Today's bookings with something left to charge at the counter. */
  bookingsToCharge: number;
}

const countBadge = (n: number) => (n <= 0 ? undefined : n > 99 ? "99+" : String(n));

/** A sidebar count: which figure, and what it counts in words agreeing with it ("reserva"/"reservas"). */
type Count = { of: keyof Omit<NavCounts, "enabledServices">; one: string; many: string };
type ServiceEntry = Omit<AdminNavItem, "badge" | "badgeHint"> & { count?: Count };

/**
 * The back office's sections of each service, in the spec's order: the sidebar lists those of the club's
 * enabled services, and the same table keeps the others closed when opened by URL (`serviceOfPath`).
 */
const SERVICE_SECTIONS: ReadonlyArray<{ service: number; entries: readonly ServiceEntry[] }> = [
  {
    service: SERVICE_IDS.GoMatch,
    entries: [
      {
        label: "Reservas",
        to: "/admin/reservas",
        icon: IconCalendarEvent,
        count: { of: "dailyBookings", one: "reserva hoy", many: "reservas hoy" },
      },
      { label: "Ranking y categorías", to: "/admin/ranking", icon: IconTrophy },
    ],
  },
  {
    service: SERVICE_IDS.GoMarket,
    entries: [
      {
        // The spec's daily bookings, as the counter sees them: not all of them again (Reservas shows
        // that), but those it still has to charge, which the point of sale lists.
        label: "Punto de venta",
        to: "/admin/punto-de-venta",
        icon: IconBuildingStore,
        count: { of: "bookingsToCharge", one: "reserva por cobrar hoy", many: "reservas por cobrar hoy" },
      },
      { label: "Inventario", to: "/admin/inventario", icon: IconPackage },
      { label: "Cajas", to: "/admin/historial-cajas", icon: IconCashRegister },
      { label: "Ventas", to: "/admin/ventas", icon: IconReceipt },
      {
        label: "Pendientes",
        to: "/admin/pendientes",
        icon: IconClipboardList,
        count: { of: "pendingOrders", one: "venta pendiente", many: "ventas pendientes" },
      },
      { label: "Reportes", to: "/admin/reportes", icon: IconReportAnalytics },
    ],
  },
  {
    service: SERVICE_IDS.GoRegisters,
    entries: [{ label: "Balances", to: "/admin/balances", icon: IconScale }],
  },
];

/** The service whose section `pathname` is in (its detail pages too), or null for pages of no service. */
export function serviceOfPath(pathname: string): number | null {
  const section = SERVICE_SECTIONS.find(({ entries }) =>
    entries.some((entry) => isNavItemActive(entry.to, pathname)),
  );
  return section?.service ?? null;
}

/** Sidebar entries in the spec's order: Dashboard, IA, then one group per enabled service. */
export function adminNavItems(counts: NavCounts): AdminNavItem[] {
  const items: AdminNavItem[] = [
    { label: "Dashboard", to: "/admin_dashboard", icon: IconLayoutDashboard },
    { label: "IA", to: "/admin/IA", icon: IconSparkles, badge: "Beta" },
  ];
  for (const { service, entries } of SERVICE_SECTIONS) {
    if (!counts.enabledServices.includes(service)) continue;
    for (const { count, ...entry } of entries) {
      const n = count ? counts[count.of] : 0;
      const badge = countBadge(n);
      items.push(count && badge ? { ...entry, badge, badgeHint: n === 1 ? count.one : count.many } : entry);
    }
  }
  return items;
}

/** A section stays highlighted on its detail pages (/admin/ventas/12 keeps "Ventas" active). */
export function isNavItemActive(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

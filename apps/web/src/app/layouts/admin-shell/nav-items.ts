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
  type TablerIcon,
} from "@tabler/icons-react";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: TablerIcon;
  badge?: string;
}

interface NavCounts {
  enabledServices: readonly number[];
  dailyBookings: number;
  pendingOrders: number;
}

const countBadge = (n: number) => (n <= 0 ? undefined : n > 99 ? "99+" : String(n));

/** Sidebar entries in the spec's order: Dashboard, IA, then one group per enabled service. */
export function adminNavItems({ enabledServices, dailyBookings, pendingOrders }: NavCounts): AdminNavItem[] {
  const has = (id: number) => enabledServices.includes(id);
  const items: AdminNavItem[] = [
    { label: "Dashboard", to: "/admin_dashboard", icon: IconLayoutDashboard },
    { label: "IA", to: "/admin/IA", icon: IconSparkles, badge: "Beta" },
  ];
  if (has(SERVICE_IDS.GoMatch))
    items.push({
      label: "Reservas",
      to: "/admin/reservas",
      icon: IconCalendarEvent,
      badge: countBadge(dailyBookings),
    });
  if (has(SERVICE_IDS.GoMarket)) {
    items.push(
      {
        label: "Punto de venta",
        to: "/admin/punto-de-venta",
        icon: IconBuildingStore,
        badge: countBadge(dailyBookings),
      },
      { label: "Inventario", to: "/admin/inventario", icon: IconPackage },
      { label: "Cajas", to: "/admin/historial-cajas", icon: IconCashRegister },
      { label: "Ventas", to: "/admin/ventas", icon: IconReceipt },
      {
        label: "Pendientes",
        to: "/admin/pendientes",
        icon: IconClipboardList,
        badge: countBadge(pendingOrders),
      },
      { label: "Reportes", to: "/admin/reportes", icon: IconReportAnalytics },
    );
  }
  if (has(SERVICE_IDS.GoRegisters)) items.push({ label: "Balances", to: "/admin/balances", icon: IconScale });
  return items;
}

/** A section stays highlighted on its detail pages (/admin/ventas/12 keeps "Ventas" active). */
export function isNavItemActive(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

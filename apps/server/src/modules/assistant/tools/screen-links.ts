import type { DayRange } from "@club/domain";

/** The back office's screens, with the filters of a figure in their address (their own parameters). */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** The sales reports over these days. */
export const reportsLink = (range: DayRange) => ({
  href: withQuery("/admin/reportes", { periodo: "rango", desde: range.startDate, hasta: range.endDate }),
  label: "Ver en Reportes",
});

/** The sales reports of a current period as their picker names it (today, this week, this month). */
export const reportsPeriodLink = (pick: "hoy" | "semana" | "mes") => ({
  href: withQuery("/admin/reportes", { periodo: pick }),
  label: "Ver en Reportes",
});

/** The booking statistics (occupancy, activity) over these days. */
export const statsLink = (range: DayRange) => ({
  href: withQuery("/admin/estadisticas", { periodo: "rango", desde: range.startDate, hasta: range.endDate }),
  label: "Ver en Estadísticas",
});

/** One item of the inventory. */
export const itemLink = (itemId: number) => ({
  href: `/admin/inventario/${itemId}`,
  label: "Ver el producto",
});

/** The inventory narrowed to the items at or below their critical stock. */
export const criticalStockLink = () => ({
  href: withQuery("/admin/inventario", { stock: "critico" }),
  label: "Ver en Inventario",
});

/** The pending orders, made on these days (every day when none). */
export const pendingOrdersLink = (range: DayRange | null) => ({
  href: withQuery("/admin/pendientes", { desde: range?.startDate, hasta: range?.endDate }),
  label: "Ver en Pendientes",
});

/** The closed register sessions opened on these days. */
export const balancesLink = (range: DayRange) => ({
  href: withQuery("/admin/balances", { desde: range.startDate, hasta: range.endDate }),
  label: "Ver en Balances",
});

/** One register session's balances. */
export const balanceLink = (recordId: number) => ({
  href: `/admin/balances/${recordId}`,
  label: "Ver el cierre de caja",
});

/** The club's players, most bookings or most spend first. */
export const playersLink = (sort: "bookings" | "spend") => ({
  href: withQuery("/admin/lista_usuarios", { orden: sort, rol: "authenticated" }),
  label: "Ver en Usuarios",
});

/** The back office's first screen: the day at a glance. */
export const dashboardLink = () => ({ href: "/admin_dashboard", label: "Ver en el Inicio" });

export { withQuery };

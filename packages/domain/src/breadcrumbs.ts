export interface Breadcrumb {
  label: string;
  href: string;
}

export const DASHBOARD_BREADCRUMB: Readonly<Breadcrumb> = { label: "Dashboard", href: "/admin_dashboard" };

/** The Spanish name of each segment of the back office's paths; the web checks it against its routes. */
export const BREADCRUMB_SEGMENT_LABELS: Readonly<Record<string, string>> = {
  admin_dashboard: "Dashboard",
  lista_usuarios: "Usuarios",
  configuracion: "Configuración",
  editar_club: "Editar club",
  reservas: "Reservas",
  new: "Nueva reserva",
  estadisticas: "Estadísticas",
  pagos: "Pagos",
  ranking: "Ranking y categorías",
  "punto-de-venta": "Punto de venta",
  inventario: "Inventario",
  productos: "Productos",
  "nuevo-producto": "Nuevo producto",
  ventas: "Ventas",
  pendientes: "Pendientes",
  "historial-cajas": "Cajas",
  reportes: "Reportes",
  balances: "Balances",
  IA: "IA",
};

// Segments that are already represented by the leading Dashboard crumb.
const ROOT_SEGMENTS = new Set(["admin", "admin_dashboard"]);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function breadcrumbLabel(segment: string): string {
  // "ghost" routes are the draft booking being created before it has an id.
  if (segment.startsWith("ghost")) return "Nueva reserva";
  const known = BREADCRUMB_SEGMENT_LABELS[segment];
  if (known !== undefined) return known;
  if (/^\d+$/.test(segment)) return `#${segment}`;
  const words = decodeSegment(segment).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Crumbs for an admin pathname, always starting at the dashboard. */
export function breadcrumbs(pathname: string): Breadcrumb[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  const segments = path.split("/").filter((segment) => segment !== "");
  const crumbs: Breadcrumb[] = [{ ...DASHBOARD_BREADCRUMB }];
  let href = "";
  for (const segment of segments) {
    href += `/${segment}`;
    if (ROOT_SEGMENTS.has(segment)) continue;
    crumbs.push({ label: breadcrumbLabel(segment), href });
  }
  return crumbs;
}

import { SERVICE_IDS } from "@club/contract";
import { BREADCRUMB_SEGMENT_LABELS, breadcrumbs } from "@club/domain";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../routes";
import { adminNavItems } from "./nav-items";

/** Every path the app's router answers, joined from its nested route objects. */
function routePaths(list: readonly RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    return [...(route.path ? [path] : []), ...routePaths(route.children ?? [], path)];
  });
}

const adminPaths = routePaths(routes).filter((p) => p === "/admin_dashboard" || p.startsWith("/admin/"));
/** The fixed words of those paths; "admin" is the Dashboard crumb, ":id_item" and the like are ids. */
const adminSegments = new Set(
  adminPaths.flatMap((p) => p.split("/").filter((s) => s !== "" && s !== "admin" && !s.startsWith(":"))),
);

describe("breadcrumb labels and the app's routes", () => {
  it("finds the back office's routes", () => {
    expect(adminPaths).toContain("/admin/inventario/nuevo-producto");
    expect(adminPaths).toContain("/admin/historial-cajas/:id_record");
  });

  it("names every fixed segment of a back-office route in Spanish, none spelled from the URL", () => {
    const unnamed = [...adminSegments].filter((segment) => !(segment in BREADCRUMB_SEGMENT_LABELS));
    expect(unnamed).toEqual([]);
  });

  it("keeps no label for a segment no route has", () => {
    const stale = Object.keys(BREADCRUMB_SEGMENT_LABELS).filter((segment) => !adminSegments.has(segment));
    expect(stale).toEqual([]);
  });

  it("names each sidebar section's page as the sidebar does", () => {
    const items = adminNavItems({
      enabledServices: Object.values(SERVICE_IDS),
      dailyBookings: 0,
      pendingOrders: 0,
      bookingsToCharge: 0,
    });
    expect(items.map((item) => breadcrumbs(item.to).at(-1)?.label)).toEqual(items.map((item) => item.label));
  });
});

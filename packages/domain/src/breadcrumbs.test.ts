import { describe, expect, it } from "vitest";
import { breadcrumbLabel, breadcrumbs } from "./breadcrumbs";

describe("breadcrumbLabel", () => {
  it("names ghost segments as a new booking", () => {
    expect(breadcrumbLabel("ghost")).toBe("Nueva reserva");
    expect(breadcrumbLabel("ghost-3-2024-05-01")).toBe("Nueva reserva");
  });

  it("prefixes numeric ids with #", () => {
    expect(breadcrumbLabel("42")).toBe("#42");
  });

  it("humanises unknown segments", () => {
    expect(breadcrumbLabel("cierre-de_caja")).toBe("Cierre de caja");
    expect(breadcrumbLabel("torneos")).toBe("Torneos");
    expect(breadcrumbLabel("ni%C3%B1os")).toBe("Niños");
    expect(breadcrumbLabel("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("breadcrumbs", () => {
  it("is only the dashboard on the dashboard itself", () => {
    expect(breadcrumbs("/admin_dashboard")).toEqual([{ label: "Dashboard", href: "/admin_dashboard" }]);
    expect(breadcrumbs("/admin")).toEqual([{ label: "Dashboard", href: "/admin_dashboard" }]);
  });

  it("skips the admin segment but keeps it in the links", () => {
    expect(breadcrumbs("/admin/reservas/new")).toEqual([
      { label: "Dashboard", href: "/admin_dashboard" },
      { label: "Reservas", href: "/admin/reservas" },
      { label: "Nueva reserva", href: "/admin/reservas/new" },
    ]);
  });

  it("handles ids, trailing slashes and query strings", () => {
    expect(breadcrumbs("/admin/punto-de-venta/ventas/17/?tab=detalle")).toEqual([
      { label: "Dashboard", href: "/admin_dashboard" },
      { label: "Punto de venta", href: "/admin/punto-de-venta" },
      { label: "Ventas", href: "/admin/punto-de-venta/ventas" },
      { label: "#17", href: "/admin/punto-de-venta/ventas/17" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { adminNavItems, isNavItemActive } from "./nav-items";

const labels = (services: number[]) =>
  adminNavItems({ enabledServices: services, dailyBookings: 0, pendingOrders: 0, bookingsToCharge: 0 }).map(
    (i) => i.label,
  );

describe("adminNavItems", () => {
  it("always has Dashboard and IA (Beta)", () => {
    expect(labels([])).toEqual(["Dashboard", "IA"]);
    expect(
      adminNavItems({ enabledServices: [], dailyBookings: 0, pendingOrders: 0, bookingsToCharge: 0 })[1]
        ?.badge,
    ).toBe("Beta");
  });

  it("adds each service's entries in the spec's order", () => {
    expect(labels([1])).toEqual(["Dashboard", "IA", "Reservas", "Ranking y categorías"]);
    expect(labels([3])).toEqual(["Dashboard", "IA", "Balances"]);
    expect(labels([1, 2, 3])).toEqual([
      "Dashboard",
      "IA",
      "Reservas",
      "Ranking y categorías",
      "Punto de venta",
      "Inventario",
      "Cajas",
      "Ventas",
      "Pendientes",
      "Reportes",
      "Balances",
    ]);
  });

  it("counts the day's bookings on Reservas, those still to charge on Punto de venta, the pending orders on Pendientes", () => {
    const items = adminNavItems({
      enabledServices: [1, 2],
      dailyBookings: 4,
      pendingOrders: 7,
      bookingsToCharge: 1,
    });
    const item = (label: string) => items.find((i) => i.label === label);
    expect(item("Reservas")).toMatchObject({ badge: "4", badgeHint: "reservas hoy" });
    expect(item("Punto de venta")).toMatchObject({ badge: "1", badgeHint: "reserva por cobrar hoy" });
    expect(item("Pendientes")).toMatchObject({ badge: "7", badgeHint: "ventas pendientes" });
    const none = adminNavItems({
      enabledServices: [2],
      dailyBookings: 0,
      pendingOrders: 0,
      bookingsToCharge: 0,
    });
    expect(none.find((i) => i.label === "Pendientes")?.badge).toBeUndefined();
  });

  it("caps a long count at 99+", () => {
    const items = adminNavItems({
      enabledServices: [1, 2],
      dailyBookings: 12,
      pendingOrders: 140,
      bookingsToCharge: 0,
    });
    expect(items.find((i) => i.label === "Reservas")?.badge).toBe("12");
    expect(items.find((i) => i.label === "Pendientes")?.badge).toBe("99+");
  });

  it("links Cajas to the register history", () => {
    expect(
      adminNavItems({ enabledServices: [2], dailyBookings: 0, pendingOrders: 0, bookingsToCharge: 0 }).find(
        (i) => i.label === "Cajas",
      )?.to,
    ).toBe("/admin/historial-cajas");
  });
});

describe("isNavItemActive", () => {
  it("keeps a section active on its detail pages only", () => {
    expect(isNavItemActive("/admin/ventas", "/admin/ventas")).toBe(true);
    expect(isNavItemActive("/admin/ventas", "/admin/ventas/12")).toBe(true);
    expect(isNavItemActive("/admin/ventas", "/admin/ventas-x")).toBe(false);
    expect(isNavItemActive("/admin_dashboard", "/admin/ventas")).toBe(false);
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useScreenTitle } from "../../../lib/screen-title";
import { renderRoutes } from "../../../test/render";
import { AdminBreadcrumbs } from "./admin-breadcrumbs";

function ItemScreen() {
  useScreenTitle("Pelotas Head Padel Pro");
  return <AdminBreadcrumbs />;
}

const renderAt = (path: string) => renderRoutes([{ path: "*", element: <AdminBreadcrumbs /> }], path);

describe("AdminBreadcrumbs", () => {
  it("starts with a Dashboard link and ends with the current page as plain text", async () => {
    renderAt("/admin/inventario/productos");
    const nav = await screen.findByRole("navigation", { name: "Ruta de navegación" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Dashboard", "/admin_dashboard"],
      ["Inventario", "/admin/inventario"],
    ]);
    const current = within(nav).getByText("Productos");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current.closest("a")).toBeNull();
  });

  it("shows only the current Dashboard crumb on the dashboard", async () => {
    renderAt("/admin_dashboard");
    const nav = await screen.findByRole("navigation", { name: "Ruta de navegación" });
    expect(within(nav).queryAllByRole("link")).toHaveLength(0);
    expect(within(nav).getByText("Dashboard")).toHaveAttribute("aria-current", "page");
  });

  it("names a draft booking segment starting with 'ghost' as Nueva reserva", async () => {
    renderAt("/admin/reservas/ghost-42");
    const nav = await screen.findByRole("navigation", { name: "Ruta de navegación" });
    expect(within(nav).getByRole("link", { name: "Reservas" })).toHaveAttribute("href", "/admin/reservas");
    expect(within(nav).getByText("Nueva reserva")).toHaveAttribute("aria-current", "page");
  });

  it("labels record ids with #", async () => {
    renderAt("/admin/ventas/15");
    expect(await screen.findByText("#15")).toHaveAttribute("aria-current", "page");
  });

  it("ends with the name the screen gives itself, and the tab carries it too", async () => {
    renderRoutes([{ path: "/admin/inventario/:id", element: <ItemScreen /> }], "/admin/inventario/41");
    const nav = await screen.findByRole("navigation", { name: "Ruta de navegación" });
    expect(await within(nav).findByText("Pelotas Head Padel Pro")).toHaveAttribute("aria-current", "page");
    expect(within(nav).queryByText("#41")).toBeNull();
    expect(document.title).toBe("Pelotas Head Padel Pro · Club Padel");
  });
});

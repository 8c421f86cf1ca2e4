import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { listOrder, makeOrderDetail, makePendingDetail, ordersPage } from "../test/fixtures";
import { PendingPage } from "./pending-page";
import { SalesPage } from "./sales-page";

const LIST = "/api/admin/order/get_orders";

beforeEach(() => storeToken());

const renderSales = (path = "/admin/ventas") =>
  renderRoutes(
    [
      { path: "/admin/ventas", element: <SalesPage /> },
      { path: "/admin/pendientes", element: <PendingPage /> },
    ],
    path,
  );

describe("SalesPage", () => {
  it("lists the club's orders with Spanish labels, asking for 20 a page with the URL's filters", async () => {
    const paid = listOrder(makeOrderDetail());
    const cancelled = listOrder(makeOrderDetail({ id: 40, order_status: "cancelled", order_source: "app" }));
    const fetchMock = stubFetch({ [LIST]: { body: ordersPage([paid, cancelled]) } });
    renderSales("/admin/ventas?desde=2026-11-01&hasta=2026-11-30&estado=paid&orden=asc&pagina=2");
    await screen.findByRole("link", { name: "#41" });
    const table = screen.getByRole("table", { name: "Ventas del club" });
    const row = within(table).getByRole("link", { name: "#41" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("24-11-2026 19:05")).toBeInTheDocument();
    expect(within(row).getByText("2 × Agua mineral, 1,25 kg × Maní tostado y 1 más")).toBeInTheDocument();
    expect(within(row).getByText("Punto de venta")).toBeInTheDocument();
    expect(within(row).getByText("Pagada")).toBeInTheDocument();
    expect(within(row).getByText("$22.990")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "#41" })).toHaveAttribute("href", "/admin/ventas/41");
    const other = within(table).getByRole("link", { name: "#40" }).closest("tr") as HTMLElement;
    expect(within(other).getByText("Anulada")).toBeInTheDocument();
    expect(within(other).getByText("App")).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: "2",
      limit: "20",
      date_sort: "asc",
      start_date: "2026-11-01",
      end_date: "2026-11-30",
      status: "paid",
    });
  });

  it("keeps a new status filter in the URL, back on page 1, and offers to clear an empty result", async () => {
    const fetchMock = stubFetch((_method, url) =>
      url.pathname === LIST
        ? {
            body: ordersPage(
              url.searchParams.get("status") === "pending" ? [] : [listOrder(makeOrderDetail())],
            ),
          }
        : undefined,
    );
    const { router } = renderSales("/admin/ventas?pagina=3");
    await screen.findByRole("link", { name: "#41" });
    await userEvent.click(screen.getByRole("combobox", { name: "Estado" }));
    await userEvent.click(await screen.findByRole("option", { name: "Pendiente" }));
    expect(await screen.findByText("Ninguna venta coincide con los filtros.")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?estado=pending");
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://localhost");
    expect(last.searchParams.get("page")).toBe("1");
    await userEvent.click(screen.getAllByRole("button", { name: "Quitar filtros" })[0] as HTMLElement);
    expect(await screen.findByRole("link", { name: "#41" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("shows skeleton rows while loading and an empty state when the club has no sales", async () => {
    stubFetch({ [LIST]: "hang" });
    const { unmount } = renderSales();
    const table = await screen.findByRole("table", { name: "Ventas del club" });
    expect(table).toHaveAttribute("aria-busy", "true");
    unmount();
    stubFetch({ [LIST]: { body: ordersPage([]) } });
    renderSales();
    expect(await screen.findByText("Aún no hay ventas.")).toBeInTheDocument();
  });
});

describe("PendingPage", () => {
  it("asks only for pending orders, with no status filter, and links each to its pending screen", async () => {
    const fetchMock = stubFetch({ [LIST]: { body: ordersPage([listOrder(makePendingDetail())]) } });
    renderSales("/admin/pendientes?estado=paid");
    const link = await screen.findByRole("link", { name: "#41" });
    expect(link).toHaveAttribute("href", "/admin/pendientes/41");
    expect(screen.getByText("Recepción")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Estado" })).toBeNull();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(url.searchParams.get("status")).toBe("pending");
  });
});

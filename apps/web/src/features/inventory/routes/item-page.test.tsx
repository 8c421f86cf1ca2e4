import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, notFound, type Route } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { pageOf } from "../../../test/item-fixtures";
import { renderRoutes } from "../../../test/render";
import { makeCategory, makeItemDetail, makeMovement, PATHS, serveInventory } from "../test/fixtures";
import { ItemPage } from "./item-page";

const item = makeItemDetail({
  item_stock: { item_stock_stock: 4, item_stock_critical_stock: 5, item_stock_is_critical: true },
});
const movements = [
  makeMovement({
    id: 2,
    stock_movement_reason: "adjustment",
    stock_movement_quantity: -20,
    stock_movement_stock_after: 4,
    stock_movement_note: "Tubos rotos",
  }),
  makeMovement(),
];

beforeEach(() => {
  storeToken();
});

const server = (extra?: Route) =>
  serveInventory(
    {
      [PATHS.find(12)]: { data: item },
      [PATHS.movements(12)]: pageOf(movements),
      [PATHS.categories]: { data: [makeCategory()] },
    },
    extra,
  );

function renderItem(path: string) {
  return renderRoutes(
    [
      { path: "/admin/inventario", element: <p>Lista del inventario</p> },
      { path: "/admin/inventario/:id_item", element: <ItemPage /> },
    ],
    path,
  );
}

describe("ItemPage", () => {
  it("shows the form, the stock marked critical and the movement history", async () => {
    server();
    renderItem("/admin/inventario/12");
    expect(await screen.findByRole("heading", { name: item.item_name, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Nombre/ })).toHaveValue(item.item_name);
    const stock = screen.getByRole("region", { name: "Stock" });
    expect(within(stock).getByText("Crítico")).toBeInTheDocument();
    expect(within(stock).getByText("En o bajo el stock crítico de 5")).toBeInTheDocument();

    const history = await screen.findByRole("table", { name: "Movimientos de stock" });
    const [, first] = within(history).getAllByRole("row");
    expect(first).toHaveTextContent("07-03-2025 12:30");
    expect(first).toHaveTextContent("Ajuste");
    expect(first).toHaveTextContent("-20");
    expect(first).toHaveTextContent("Ana Rojas");
    expect(first).toHaveTextContent("Tubos rotos");
  });

  it("says 'Producto no encontrado' for a missing or another club's item, with a way back", async () => {
    server((_, url) => (url.pathname === PATHS.find(99) ? notFound() : undefined));
    renderItem("/admin/inventario/99");
    expect(await screen.findByRole("heading", { name: "Producto no encontrado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inventario" })).toHaveAttribute(
      "href",
      "/admin/inventario",
    );
  });

  it("does not call the server for an id that cannot be one", () => {
    const fetchMock = server();
    renderItem("/admin/inventario/abc");
    expect(screen.getByRole("heading", { name: "Producto no encontrado" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("deletes after confirming, then goes back to the inventory with a toast", async () => {
    const fetchMock = server((method, url) =>
      method === "DELETE" && url.pathname === PATHS.remove(12)
        ? { body: { ok: true, message: "Producto eliminado.", id: 12 } }
        : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderItem("/admin/inventario/12");
    await user.click(await screen.findByRole("button", { name: "Eliminar" }));
    const dialog = screen.getByRole("dialog", { name: "Eliminar producto" });
    expect(callsTo(fetchMock, PATHS.remove(12))).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Eliminar producto" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/inventario"));
    expect(callsTo(fetchMock, PATHS.remove(12))).toHaveLength(1);
    // The deleted item is not asked for again (it would be a 404).
    expect(callsTo(fetchMock, PATHS.find(12))).toHaveLength(1);
  });
});

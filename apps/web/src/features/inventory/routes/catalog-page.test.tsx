import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { pageOf } from "../../../test/item-fixtures";
import { renderRoutes } from "../../../test/render";
import { makeProduct, PATHS } from "../test/fixtures";
import { CatalogPage } from "./catalog-page";

const cola = makeProduct();
const added = makeProduct({
  id: 41,
  product_name: "Pelotas Wilson Tour",
  product_brand: "Wilson",
  product_category: { id: 5, product_category_name: "Pelotas" },
  product_already_added: true,
  item_already_created: true,
  product_item_id: 77,
});

beforeEach(() => {
  storeToken();
});

function server() {
  return stubFetch((_, url) => {
    if (url.pathname === PATHS.products) return { body: pageOf([cola, added], { total: 120 }) };
    if (url.pathname === PATHS.searchProducts("wilson")) return { body: pageOf([added]) };
    if (url.pathname === PATHS.productCategories) {
      return { body: { data: [{ id: 5, name: "Pelotas", description: "" }] } };
    }
    return undefined;
  });
}

const renderCatalog = (path = "/admin/inventario/productos") =>
  renderRoutes([{ path: "/admin/inventario/productos", element: <CatalogPage /> }], path);

describe("CatalogPage", () => {
  it("marks products already in the inventory, with a link to the item, and offers to add the others", async () => {
    server();
    renderCatalog();
    const mine = await screen.findByRole("article", { name: "Pelotas Wilson Tour" });
    expect(within(mine).getByText("En tu inventario")).toBeInTheDocument();
    expect(within(mine).getByRole("link", { name: "Ver producto" })).toHaveAttribute(
      "href",
      "/admin/inventario/77",
    );
    expect(within(mine).queryByRole("button", { name: "Agregar a mi inventario" })).toBeNull();

    const other = screen.getByRole("article", { name: cola.product_name });
    expect(within(other).getByText("7801610001196")).toBeInTheDocument();
    expect(within(other).getByText("Bebidas")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(other).getByRole("button", { name: "Agregar a mi inventario" }));
    expect(screen.getByRole("dialog", { name: "Agregar a mi inventario" })).toHaveTextContent(
      cola.product_name,
    );
  });

  it("searches the catalog with the chosen category, both kept in the URL", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    const { router } = renderCatalog("/admin/inventario/productos?categoria=5");
    await user.type(await screen.findByRole("textbox", { name: "Buscar en el catálogo" }), "wilson");
    await waitFor(() => expect(screen.queryByRole("article", { name: cola.product_name })).toBeNull());
    expect(router.state.location.search).toBe("?categoria=5&buscar=wilson");
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(`${PATHS.searchProducts("wilson")}?page=1&limit=12&category=5`);
  });
});

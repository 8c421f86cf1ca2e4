import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, type Route } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { stubObjectUrls } from "../../../test/image-stubs";
import { makeItem, pageOf } from "../../../test/item-fixtures";
import { renderRoutes } from "../../../test/render";
import { makeCategory, PATHS, SUMMARY, serveInventory } from "../test/fixtures";
import { InventoryPage } from "./inventory-page";

const pelotas = makeItem();
const cafe = makeItem({
  id: 13,
  item_name: "Café en grano",
  item_brand: "Juan Valdez",
  item_barcode: "7702000000001",
  item_bulk: true,
  item_measurement_unit: "Kilogramos",
  item_measurement_unit_short: "kg",
  item_stock: { item_stock_stock: 1.5, item_stock_critical_stock: 2, item_stock_is_critical: true },
  item_category: { id: null, item_category_name: "Sin categoria" },
});

beforeEach(() => {
  storeToken();
});

/** The inventory's calls; `extra` answers first (search calls and the like). */
const server = (extra?: Route) =>
  serveInventory(
    {
      [PATHS.items]: pageOf([pelotas, cafe], { total: 12 }),
      [PATHS.summary]: SUMMARY,
      [PATHS.categories]: { data: [makeCategory()] },
    },
    extra,
  );

function renderInventory(path = "/admin/inventario") {
  return renderRoutes(
    [
      { path: "/admin/inventario", element: <InventoryPage /> },
      { path: "/admin/inventario/:id_item", element: <p>Página del producto</p> },
    ],
    path,
  );
}

/** Reads the list once online (it is kept a moment later), then every call fails for want of a network. */
async function readOnceThenLoseTheConnection() {
  server();
  const first = renderInventory();
  await screen.findByRole("link", { name: "Café en grano" });
  await waitFor(() => expect(localStorage.getItem("offlineQueries:inventory")).toContain("Café en grano"));
  first.unmount();
  vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
}

/** The query strings of the calls to one path. */
const queriesTo = (fetchMock: ReturnType<typeof server>, pathname: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === pathname)
    .map((url) => url.search);

const criticalChip = () => screen.getByRole("checkbox", { name: "Solo stock crítico" });

const rowOf = (name: string) => screen.getByRole("link", { name }).closest("tr") as HTMLElement;

describe("InventoryPage", () => {
  it("lists the items with category, stock (critical marked, bulk with its unit) and CLP prices", async () => {
    server();
    renderInventory();
    await screen.findByRole("link", { name: "Café en grano" });

    const coffee = rowOf("Café en grano");
    expect(within(coffee).getByText("1,5 kg")).toBeInTheDocument();
    expect(within(coffee).getByText("Crítico")).toBeInTheDocument();
    expect(within(coffee).getByText("Sin categoria")).toBeInTheDocument();
    const balls = rowOf("Pelotas Head Pro (tubo x3)");
    expect(within(balls).queryByText("Crítico")).toBeNull();
    expect(within(balls).getByText("$5.500")).toBeInTheDocument();
    expect(within(balls).getByText("$8.990")).toBeInTheDocument();
    expect(screen.getByText("1–10 de 12")).toBeInTheDocument();

    const summary = screen.getByRole("region", { name: "Resumen del inventario" });
    expect(within(summary).getByText("$120.000")).toBeInTheDocument();
    expect(within(summary).getByText("En stock crítico")).toBeInTheDocument();
    // A bulk item's prices are per its unit.
    expect(within(coffee).getAllByText(/ \/ kg$/)).toHaveLength(2);
  });

  it("opens offline with the page read before, marked with the time it was read", async () => {
    await readOnceThenLoseTheConnection();
    renderInventory();
    expect(await screen.findByRole("link", { name: "Café en grano" })).toBeInTheDocument();
    expect(
      await screen.findByText(/^Sin conexión: datos leídos a las \d\d:\d\d, pueden estar desactualizados\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText("No se pudo cargar el inventario")).toBeNull();
    expect(
      within(screen.getByRole("region", { name: "Resumen del inventario" })).getByText("$120.000"),
    ).toBeInTheDocument();
  });

  it("does not open another account's kept pages", async () => {
    await readOnceThenLoseTheConnection();
    storeToken("1h", "2");
    renderInventory();
    expect(await screen.findByText("No se pudo cargar el inventario")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Café en grano" })).toBeNull();
  });

  it("opens an item from its row", async () => {
    server();
    const user = userEvent.setup();
    const { router } = renderInventory();
    await user.click(await screen.findByText("Juan Valdez"));
    expect(router.state.location.pathname).toBe("/admin/inventario/13");
  });

  it("searches by text after a pause, keeps it in the URL and filters by category with it", async () => {
    const fetchMock = server((_, url) => {
      if (url.pathname === PATHS.byString("cafe")) return { body: pageOf([cafe]) };
      if (url.pathname === PATHS.search(3, "cafe")) return { body: pageOf([]) };
    });
    const user = userEvent.setup();
    const { router } = renderInventory();
    await user.type(await screen.findByRole("textbox", { name: "Buscar productos" }), "cafe");

    await waitFor(() => expect(router.state.location.search).toBe("?buscar=cafe"));
    await waitFor(() => expect(screen.queryByRole("link", { name: pelotas.item_name })).toBeNull());
    expect(screen.getByRole("link", { name: "Café en grano" })).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.byString("cafe")).length).toBeGreaterThan(0);

    await user.click(screen.getByRole("combobox", { name: "Filtrar por categoría" }));
    await user.click(await screen.findByRole("option", { name: "Pelotas" }));
    expect(await screen.findByText("No encontramos productos")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?buscar=cafe&categoria=3");

    await user.click(screen.getByRole("button", { name: "Limpiar filtros" }));
    expect(await screen.findByRole("link", { name: pelotas.item_name })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("lists a category alone with search_items_by_category, and 'Sin categoria' as none", async () => {
    const fetchMock = server((_, url) => {
      if (url.pathname === PATHS.byCategory("none")) return { body: pageOf([cafe]) };
    });
    renderInventory("/admin/inventario?categoria=none&pagina=2");
    await screen.findByRole("link", { name: "Café en grano" });
    expect(callsTo(fetchMock, PATHS.byCategory("none"))).toHaveLength(1);
    const [url] = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.includes("none"));
    expect(url).toContain("page=2");
  });

  it("opens at stock=critico (the assistant's link) asking only for the critical items, its filter on", async () => {
    const fetchMock = server((_, url) => {
      if (url.pathname === PATHS.byCategory(3)) return { body: pageOf([cafe]) };
      if (url.pathname === PATHS.items && url.searchParams.get("stock") === "critical") {
        return { body: pageOf([cafe]) };
      }
    });
    const { router } = renderInventory("/admin/inventario?stock=critico");
    await screen.findByRole("link", { name: "Café en grano" });
    expect(screen.queryByRole("link", { name: pelotas.item_name })).toBeNull();
    expect(criticalChip()).toBeChecked();
    expect(queriesTo(fetchMock, PATHS.items)).toEqual(["?page=1&limit=10&stock=critical"]);

    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Filtrar por categoría" }));
    await user.click(await screen.findByRole("option", { name: "Pelotas" }));
    await waitFor(() => expect(router.state.location.search).toBe("?stock=critico&categoria=3"));
    await waitFor(() =>
      expect(queriesTo(fetchMock, PATHS.byCategory(3))).toEqual(["?page=1&limit=10&stock=critical"]),
    );
  });

  it("turns the critical-stock filter on and off in the URL, back to page 1", async () => {
    const fetchMock = server();
    const user = userEvent.setup();
    const { router } = renderInventory("/admin/inventario?pagina=2");
    await screen.findByRole("link", { name: "Café en grano" });
    expect(criticalChip()).not.toBeChecked();

    await user.click(criticalChip());
    await waitFor(() => expect(router.state.location.search).toBe("?stock=critico"));
    expect(criticalChip()).toBeChecked();
    await waitFor(() =>
      expect(queriesTo(fetchMock, PATHS.items)).toContain("?page=1&limit=10&stock=critical"),
    );

    await user.click(criticalChip());
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(criticalChip()).not.toBeChecked();
  });

  it("says nothing is critical when the filter finds nothing, and clearing the filters drops it", async () => {
    server((_, url) =>
      url.pathname === PATHS.items && url.searchParams.has("stock") ? { body: pageOf([]) } : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderInventory("/admin/inventario?stock=critico");
    expect(await screen.findByText("No hay productos en stock crítico")).toBeInTheDocument();
    expect(
      screen.getByText("Ningún producto está en su stock crítico o por debajo: no hay nada por reponer."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Limpiar filtros" }));
    expect(await screen.findByRole("link", { name: pelotas.item_name })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
    expect(criticalChip()).not.toBeChecked();
  });

  it("exports only the critical items when the filter is on", async () => {
    stubObjectUrls();
    const fetchMock = server((_, url) =>
      url.pathname === PATHS.items && url.searchParams.has("stock") ? { body: pageOf([cafe]) } : undefined,
    );
    const user = userEvent.setup();
    renderInventory("/admin/inventario?stock=critico");
    await screen.findByRole("link", { name: "Café en grano" });
    await user.click(screen.getByRole("button", { name: "Exportar CSV" }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, PATHS.items)).toContain("?page=1&limit=100&stock=critical"),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
  });

  it("opens the item whose barcode a scanner typed followed by Enter", async () => {
    server((_, url) => {
      if (url.pathname === PATHS.byString(pelotas.item_barcode ?? "")) return { body: pageOf([pelotas]) };
    });
    const user = userEvent.setup();
    const { router } = renderInventory();
    await user.type(await screen.findByRole("textbox", { name: "Buscar productos" }), "7801234567890{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/inventario/12"));
  });

  it("shows the results when the entered digits are no item's barcode", async () => {
    server((_, url) => {
      if (url.pathname === PATHS.byString("7800000000000")) return { body: pageOf([]) };
    });
    const user = userEvent.setup();
    const { router } = renderInventory();
    await user.type(await screen.findByRole("textbox", { name: "Buscar productos" }), "7800000000000{Enter}");
    expect(await screen.findByText("No encontramos productos")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/inventario");
  });

  it("stars a favourite at once and saves it with update_item", async () => {
    const fetchMock = server((method, url) => {
      if (method === "PUT" && url.pathname === PATHS.update(12)) return "hang";
    });
    const user = userEvent.setup();
    renderInventory();
    await user.click(
      await screen.findByRole("button", { name: `Marcar ${pelotas.item_name} como favorito` }),
    );
    expect(
      screen.getByRole("button", { name: `Quitar ${pelotas.item_name} de favoritos` }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, PATHS.update(12))).toEqual([["PUT", { data: { item_favorite: true } }]]);
  });

  it("invites a club without items to create or import its first ones", async () => {
    server((_, url) => (url.pathname === PATHS.items ? { body: pageOf([]) } : undefined));
    renderInventory();
    expect(await screen.findByText("Aún no tienes productos")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver catálogo" })).toHaveAttribute(
      "href",
      "/admin/inventario/productos",
    );
  });
});

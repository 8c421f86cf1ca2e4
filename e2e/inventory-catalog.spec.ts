import type { Page } from "@playwright/test";
import { DESKTOP, MOBILE } from "./admin-api";
import { expect, test } from "./fixtures";
import { expectImageLoaded, shootWholePage, switchTheme } from "./inventory-api";
import { shoot } from "./pictures";

/*
 * Importing a product of the global catalog. Each run imports one more product, so the journey searches
 * until it finds one the club has not added yet: the demo club stocks about a third of the catalog and
 * every `playwright test` run starts from a fresh database.
 */
test.use({ user: "admin", viewport: DESKTOP });

type Product = {
  id: number;
  product_name: string;
  product_brand: string;
  product_barcode: string | null;
  product_already_added: boolean;
  product_item_id: number | null;
};

/** Unaccented searches and the accented word each one must find ("cafe" finds "Café"). */
const SEARCHES = [
  { text: "cafe", accented: /café/i },
  { text: "nectar", accented: /néctar/i },
  { text: "mani", accented: /maní/i },
  { text: "munequera", accented: /muñequera/i },
  { text: "azucar", accented: /azúcar/i },
  { text: "pina", accented: /piña/i },
];

const searchBox = (page: Page) => page.getByRole("textbox", { name: "Buscar en el catálogo" });
const articles = (page: Page) => page.getByRole("main").getByRole("article");

/** Types a search and gives what the server answered, once the page shows exactly those products. */
async function searchCatalog(page: Page, text: string): Promise<Product[]> {
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/product/search_products/${text}` && r.ok(),
  );
  await searchBox(page).fill(text);
  const { data } = (await (await answered).json()) as { data: Product[] };
  await expect(page).toHaveURL(new RegExp(`[?&]buscar=${text}(&|$)`));
  await expect(articles(page)).toHaveCount(data.length);
  for (const product of data) {
    await expect(page.getByRole("article", { name: product.product_name, exact: true })).toBeVisible();
  }
  return data;
}

test("agregar un producto del catálogo, buscado sin tildes, con precios y stock propios", async ({
  page,
}, testInfo) => {
  const importCalls: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith("/api/admin/item/create_item_by_product/")) importCalls.push(pathname);
  });
  await page.goto("/admin/inventario/productos");
  await expect(page.getByRole("heading", { name: "Catálogo de productos", level: 2 })).toBeVisible();
  await expect(articles(page)).toHaveCount(12);
  await shoot(page, testInfo, "catalog-light-desktop");

  let chosen: Product | undefined;
  for (const search of SEARCHES) {
    const found = await searchCatalog(page, search.text);
    expect(found.length, `"${search.text}" encuentra productos`).toBeGreaterThan(0);
    // Accents ignored: the unaccented search finds names written with them.
    expect(found.some((p) => search.accented.test(p.product_name))).toBe(true);
    // Products already added say so, with a link to their item, and cannot be added again.
    for (const product of found.filter((p) => p.product_already_added)) {
      const card = page.getByRole("article", { name: product.product_name, exact: true });
      await expect(card.getByText("En tu inventario")).toBeVisible();
      await expect(card.getByRole("link", { name: "Ver producto" })).toHaveAttribute(
        "href",
        `/admin/inventario/${product.product_item_id}`,
      );
      await expect(card.getByRole("button", { name: "Agregar a mi inventario" })).toHaveCount(0);
    }
    // One with a barcode, to see it copied into the item.
    chosen = found.find(
      (p) => !p.product_already_added && p.product_barcode && search.accented.test(p.product_name),
    );
    if (chosen) break;
  }
  if (!chosen) throw new Error("Ninguna búsqueda dejó un producto sin agregar: agrega otra a SEARCHES");

  const card = page.getByRole("article", { name: chosen.product_name, exact: true });
  await expect(card.getByText("En tu inventario")).toHaveCount(0);
  await expect(card.getByText(chosen.product_barcode ?? "")).toBeVisible();
  await expectImageLoaded(card.locator("img"), /^\/api\/files\/[\w-]+\/thumbnail$/);
  await shoot(page, testInfo, "catalog-search-light-desktop");

  await card.getByRole("button", { name: "Agregar a mi inventario" }).click();
  const dialog = page.getByRole("dialog", { name: "Agregar a mi inventario" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(chosen.product_name);
  // Prices are required: an empty form says so beside each and sends nothing.
  await dialog.getByRole("button", { name: "Agregar", exact: true }).click();
  await expect(dialog.getByRole("textbox", { name: "Precio de compra" })).toHaveAccessibleDescription(
    "El precio de compra es obligatorio",
  );
  await expect(dialog.getByRole("textbox", { name: "Precio de venta" })).toHaveAccessibleDescription(
    "El precio de venta es obligatorio",
  );
  expect(importCalls).toHaveLength(0);
  await dialog.getByRole("textbox", { name: "Precio de compra" }).pressSequentially("1100");
  await dialog.getByRole("textbox", { name: "Precio de venta" }).pressSequentially("2500");
  await expect(dialog.getByRole("textbox", { name: "Precio de venta" })).toHaveValue("2.500");
  await dialog.getByRole("textbox", { name: "Stock inicial" }).fill("");
  await dialog.getByRole("textbox", { name: "Stock inicial" }).pressSequentially("24");
  await dialog.getByRole("textbox", { name: "Stock crítico" }).fill("");
  await dialog.getByRole("textbox", { name: "Stock crítico" }).pressSequentially("6");
  await shoot(page, testInfo, "catalog-add-dialog-light-desktop");

  const imported = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/admin/item/create_item_by_product/${chosen.id}`,
  );
  await dialog.getByRole("button", { name: "Agregar", exact: true }).click();
  const answer = await imported;
  expect(answer.status()).toBe(200);
  expect(importCalls).toEqual([`/api/admin/item/create_item_by_product/${chosen.id}`]);
  const itemId = ((await answer.json()) as { data: { id: number } }).data.id;
  await expect(
    page.locator(".mantine-Notifications-root").getByText("Producto agregado a tu inventario"),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(card.getByText("En tu inventario")).toBeVisible();
  await expect(card.getByRole("button", { name: "Agregar a mi inventario" })).toHaveCount(0);
  const link = card.getByRole("link", { name: "Ver producto" });
  await expect(link).toHaveAttribute("href", `/admin/inventario/${itemId}`);
  await shoot(page, testInfo, "catalog-added-light-desktop");
  await switchTheme(page, "dark");
  await shoot(page, testInfo, "catalog-added-dark-desktop");
  await switchTheme(page, "light");

  // The item is the catalog's product with the club's prices and stock.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/inventario/${itemId}$`));
  await expect(page.getByRole("heading", { name: chosen.product_name, level: 2 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue(chosen.product_name);
  await expect(page.getByRole("textbox", { name: "Marca", exact: true })).toHaveValue(chosen.product_brand);
  await expect(page.getByRole("textbox", { name: "Código de barras", exact: true })).toHaveValue(
    chosen.product_barcode ?? "",
  );
  await expect(page.getByRole("textbox", { name: "Precio de compra" })).toHaveValue("1.100");
  await expect(page.getByRole("textbox", { name: "Precio de venta" })).toHaveValue("2.500");
  const stock = page.getByRole("region", { name: "Stock", exact: true });
  await expect(stock.getByText("24", { exact: true })).toBeVisible();
  await expect(stock).toContainText("Stock crítico: 6");
  await expectImageLoaded(page.getByRole("img", { name: "Imagen del producto" }), /^\/api\/files\/[\w-]+$/);
  await shootWholePage(page, testInfo, "catalog-imported-item-light-desktop");
});

test("el catálogo en un teléfono y en oscuro", async ({ page }, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/admin/inventario/productos");
  await expect(articles(page)).toHaveCount(12);
  await switchTheme(page, "dark");
  await expect(articles(page).first()).toBeInViewport();
  await shoot(page, testInfo, "catalog-dark-mobile");
  await page.setViewportSize(DESKTOP);
  await shoot(page, testInfo, "catalog-dark-desktop");
});

import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, DESKTOP, MOBILE } from "./admin-api";
import { expect, test } from "./fixtures";
import { createItem, itemPath, switchTheme, uniqueBarcode, uniqueTag } from "./inventory-api";
import { shoot } from "./pictures";

/*
 * Finding an item from the inventory's search box: a USB scanner types the barcode's digits fast and
 * ends with Enter, which opens the item; words find it in the table, accents ignored.
 */
test.use({ user: "admin", viewport: DESKTOP });

const searchBox = (page: Page) => page.getByRole("textbox", { name: "Buscar productos" });
const table = (page: Page) => page.getByRole("table", { name: "Productos del inventario" });

async function galleton(request: APIRequestContext) {
  const tag = uniqueTag();
  const barcode = uniqueBarcode();
  const item = await createItem(request, await apiToken(request, "admin"), {
    item_name: `Galletón de avena e2e ${tag}`,
    item_brand: "Dulcería Ñuñoa",
    item_barcode: barcode,
    item_buy_price: 700,
    item_sell_price: 1500,
    item_stock: { item_stock_stock: 20, item_stock_critical_stock: 5 },
  });
  return { item, tag, barcode };
}

test("un lector de códigos escribe el código y Enter: se abre el producto", async ({
  page,
  request,
}, testInfo) => {
  const { item, barcode } = await galleton(request);
  await page.goto("/admin/inventario");
  await expect(table(page).getByRole("row").nth(1)).toBeVisible();

  // As a scanner does: the digits a few milliseconds apart, then Enter, with the box focused.
  await searchBox(page).click();
  await page.keyboard.type(barcode, { delay: 8 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${itemPath(item.id)}$`));
  await expect(page.getByRole("heading", { name: item.item_name, level: 2 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Código de barras", exact: true })).toHaveValue(barcode);
  await shoot(page, testInfo, "barcode-opened-item-light-desktop");

  // Back in the list, the scanned code is the search in force, and the item its only result.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/inventario\\?buscar=${barcode}$`));
  await expect(searchBox(page)).toHaveValue(barcode);
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(table(page).getByRole("link", { name: item.item_name })).toBeVisible();
});

test("un código que ningún producto tiene deja la lista vacía, sin abrir nada", async ({ page }) => {
  await page.goto("/admin/inventario");
  const unknown = uniqueBarcode();
  await searchBox(page).click();
  await page.keyboard.type(unknown, { delay: 8 });
  await page.keyboard.press("Enter");
  await expect(page.getByText("No encontramos productos")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/inventario\\?buscar=${unknown}$`));
  await page.getByRole("button", { name: "Limpiar filtros" }).click();
  await expect(page).toHaveURL(/\/admin\/inventario$/);
  await expect(table(page).getByRole("row").nth(1)).toBeVisible();
});

test("una búsqueda por parte del nombre, sin tildes, lo encuentra en la tabla", async ({
  page,
  request,
}, testInfo) => {
  const { item, tag } = await galleton(request);
  await page.goto("/admin/inventario");
  await expect(table(page).getByRole("row").nth(1)).toBeVisible();

  // "galleton" for "Galletón", with this run's tag so that only this item matches.
  await searchBox(page).fill(`galleton ${tag}`);
  await expect(page).toHaveURL(new RegExp(`\\?buscar=galleton\\+${tag}$`));
  await expect(table(page).getByRole("row")).toHaveCount(2);
  const row = table(page).getByRole("row").nth(1);
  await expect(row.getByRole("link", { name: item.item_name, exact: true })).toBeVisible();
  await expect(row).toContainText("Dulcería Ñuñoa");
  await expect(row).toContainText("20");
  await shoot(page, testInfo, "barcode-text-search-light-desktop");

  // The brand, also without accents; Enter on words searches and stays in the list.
  await searchBox(page).fill(`nunoa ${tag}`);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?buscar=nunoa\\+${tag}$`));
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(table(page).getByRole("link", { name: item.item_name, exact: true })).toBeVisible();

  // On a phone the same search shows cards, in dark here.
  // (Reloaded at the new size, like the shell's own journeys: a sidebar open on a desktop stays open
  // over the whole screen when the window narrows.)
  await page.setViewportSize(MOBILE);
  await page.reload();
  await switchTheme(page, "dark");
  await expect(page.getByRole("link", { name: item.item_name, exact: true })).toBeVisible();
  await shoot(page, testInfo, "inventory-list-search-dark-mobile");
  await page.getByRole("link", { name: item.item_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${itemPath(item.id)}$`));
  await expect(page.getByRole("region", { name: "Stock", exact: true })).toBeInViewport();
  await shoot(page, testInfo, "inventory-item-page-dark-mobile");
});

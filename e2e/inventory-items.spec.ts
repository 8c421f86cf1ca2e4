import type { Page, Request } from "@playwright/test";
import { apiToken, DESKTOP } from "./admin-api";
import { expect, test } from "./fixtures";
import {
  createCategory,
  createItem,
  expectImageLoaded,
  findItem,
  itemPath,
  shootWholePage,
  switchTheme,
  uniqueBarcode,
  uniqueTag,
} from "./inventory-api";
import { shoot } from "./pictures";
import { bandedPng } from "./png";

/*
 * Creating an item from the form, with an image picked from disk, and what the form refuses. Each test
 * makes items and a category with a tag of its own, so runs on the same server do not meet.
 */
test.use({ viewport: DESKTOP });

const CREATE_PATH = "/api/admin/item/create_item";
const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notifications-root").getByText(text, { exact: true });
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** The create_item calls the page makes, to prove a refused form sends nothing. */
function recordCreateCalls(page: Page) {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === CREATE_PATH) calls.push(request);
  });
  return calls;
}

test.describe("como administrador del club", () => {
  test.use({ user: "admin" });

  test("crear un producto a granel con una imagen del disco: se sube escalada y se ve en la ficha y en la lista", async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag();
    const name = `Café de grano e2e ${tag}`;
    const barcode = uniqueBarcode();
    const category = await createCategory(request, await apiToken(request, "admin"), `Cafetería e2e ${tag}`);

    await page.goto("/admin/inventario");
    await page.getByRole("link", { name: "Nuevo producto" }).first().click();
    await expect(page).toHaveURL(/\/admin\/inventario\/nuevo-producto$/);
    await expect(page.getByRole("heading", { name: "Nuevo producto", level: 2 })).toBeVisible();

    await field(page, "Nombre").fill(name);
    await field(page, "Marca").fill("Tostaduría Andina");
    await page.getByRole("combobox", { name: "Categoría" }).click();
    await page.getByRole("option", { name: category.item_category_name }).click();
    await field(page, "Código de barras").fill(barcode);
    await field(page, "Descripción").fill("Grano tostado medio, se vende por peso.");
    await field(page, "Precio de compra").pressSequentially("12000");
    await field(page, "Precio de venta").pressSequentially("18990");
    await expect(field(page, "Precio de venta")).toHaveValue("18.990");
    await page.getByRole("switch", { name: "Venta a granel" }).check({ force: true });
    await page.getByRole("combobox", { name: "Unidad de medida" }).click();
    await page.getByRole("option", { name: "Kilogramos (kg)" }).click();
    await field(page, "Stock inicial").fill("");
    await field(page, "Stock inicial").pressSequentially("2,5");
    await field(page, "Stock crítico").fill("");
    await field(page, "Stock crítico").pressSequentially("1");

    // A 1600 × 1200 photo from disk: the browser scales it to fit 1024 × 1024 before uploading it.
    await page.locator("input[type=file]:not([capture])").setInputFiles({
      name: "cafe.png",
      mimeType: "image/png",
      buffer: bandedPng(1600, 1200),
    });
    const preview = page.getByRole("img", { name: "Imagen del producto" });
    await expect(preview).toHaveAttribute("src", /^blob:/);
    await shootWholePage(page, testInfo, "inventory-new-item-filled-desktop");

    const uploaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/upload" && r.request().method() === "POST",
    );
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === CREATE_PATH);
    await page.getByRole("button", { name: "Crear producto" }).click();
    const [file] = (await (await uploaded).json()) as {
      id: number;
      width: number;
      height: number;
      mime: string;
    }[];
    expect(file).toMatchObject({ width: 1024, height: 768, mime: "image/png" });
    expect((await created).status()).toBe(200);

    await expect(toast(page, "Producto creado")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inventario\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByText(`Tostaduría Andina · ${category.item_category_name}`)).toBeVisible();
    // The preview now shows the stored image, served by the API, not the picked file.
    await expect(preview).toHaveAttribute("src", /^\/api\/files\/[\w-]+$/);
    await expectImageLoaded(preview, /^\/api\/files\/[\w-]+$/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
    const stock = page.getByRole("region", { name: "Stock", exact: true });
    await expect(stock.getByText("2,5 kg", { exact: true })).toBeVisible();
    await expect(stock.getByText("Crítico", { exact: true })).toHaveCount(0);
    const ledger = page.getByRole("table", { name: "Movimientos de stock" });
    await expect(ledger.getByRole("row")).toHaveCount(2);
    await expect(ledger.getByRole("row").nth(1)).toContainText("Stock inicial");
    await shootWholePage(page, testInfo, "inventory-item-page-light-desktop");
    await switchTheme(page, "dark");
    await shootWholePage(page, testInfo, "inventory-item-page-dark-desktop");
    await switchTheme(page, "light");

    // What the server kept.
    const saved = await findItem(request, await apiToken(request, "admin"), id);
    expect(saved).toMatchObject({
      item_name: name,
      item_brand: "Tostaduría Andina",
      item_barcode: barcode,
      item_stock: { item_stock_stock: 2.5, item_stock_critical_stock: 1, item_stock_is_critical: false },
    });

    // The list finds it, with its thumbnail (made by the server on upload) loaded.
    await page
      .getByRole("navigation", { name: "Menú principal" })
      .getByRole("link", { name: "Inventario" })
      .click();
    await expect(page).toHaveURL(/\/admin\/inventario$/);
    await page.getByRole("textbox", { name: "Buscar productos" }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]buscar=${tag}`));
    const table = page.getByRole("table", { name: "Productos del inventario" });
    const row = table.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText("2,5 kg");
    await expect(row).toContainText("$12.000");
    await expect(row).toContainText("$18.990");
    await expect(row).toContainText(category.item_category_name);
    const thumbnail = row.locator("img");
    await expect(thumbnail).toHaveAttribute("src", /^\/api\/files\/[\w-]+\/thumbnail$/);
    await expectImageLoaded(thumbnail, /^\/api\/files\/[\w-]+\/thumbnail$/);
    await shoot(page, testInfo, "inventory-list-search-light-desktop");

    await row.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${itemPath(id)}$`));
  });

  test("el formulario explica en español, junto a cada campo, por qué no guarda", async ({
    page,
  }, testInfo) => {
    const calls = recordCreateCalls(page);
    await page.goto("/admin/inventario/nuevo-producto");
    const name = field(page, "Nombre");
    await expect(name).toBeVisible();

    await field(page, "Código de barras").fill("78012AB");
    // Clicked straight from the field: the field's own message must not swallow the click.
    await page.getByRole("button", { name: "Crear producto" }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    // The first message is brought into view with its field.
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("El nombre es obligatorio");
    await expect(field(page, "Código de barras")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Código de barras")).toHaveAccessibleDescription(
      /El código de barras solo puede tener dígitos \(entre 4 y 32\)/,
    );
    await expect(field(page, "Precio de compra")).toHaveAccessibleDescription(
      "El precio de compra es obligatorio",
    );
    await expect(field(page, "Precio de venta")).toHaveAccessibleDescription(
      "El precio de venta es obligatorio",
    );
    await shootWholePage(page, testInfo, "inventory-new-item-errors-desktop");

    // Fixing a field clears its message; nothing was sent while the form was wrong.
    await name.fill("Agua sin gas e2e");
    await name.blur();
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("El nombre es obligatorio")).toHaveCount(0);
    expect(calls).toHaveLength(0);
  });

  test("la lista en claro y oscuro, con el resumen y las marcas de stock crítico", async ({
    page,
    request,
  }, testInfo) => {
    // A critical item of this run, so the mark is there whatever the demo data holds.
    const tag = uniqueTag();
    await createItem(request, await apiToken(request, "admin"), {
      item_name: `Agua mineral e2e ${tag}`,
      item_barcode: uniqueBarcode(),
      item_buy_price: 400,
      item_sell_price: 900,
      item_stock: { item_stock_stock: 2, item_stock_critical_stock: 5 },
    });
    await page.goto("/admin/inventario");
    const table = page.getByRole("table", { name: "Productos del inventario" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    const summary = page.getByRole("region", { name: "Resumen del inventario" });
    await expect(summary.getByText("En stock crítico")).toBeVisible();
    await expect(page.getByRole("button", { name: "Exportar CSV" })).toBeVisible();
    await shootWholePage(page, testInfo, "inventory-list-light-desktop");
    await switchTheme(page, "dark");
    await shootWholePage(page, testInfo, "inventory-list-dark-desktop");

    await page.getByRole("textbox", { name: "Buscar productos" }).fill(`agua ${tag}`);
    const row = table.getByRole("row").filter({ hasText: `Agua mineral e2e ${tag}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Crítico", { exact: true })).toBeVisible();
    // No image: the placeholder, which loads too.
    await expectImageLoaded(row.locator("img"), /^\/images\/item-placeholder\.svg$/);
    await shoot(page, testInfo, "inventory-list-critical-dark-desktop");
  });
});

test.describe("como administrador de otro club", () => {
  test.use({ user: "admin2" });

  test("un producto de Club Demo Padel no existe para Club Andes Padel", async ({
    page,
    request,
  }, testInfo) => {
    const tag = uniqueTag();
    const item = await createItem(request, await apiToken(request, "admin"), {
      item_name: `Grip ajeno e2e ${tag}`,
      item_barcode: uniqueBarcode(),
      item_buy_price: 1500,
      item_sell_price: 3000,
      item_stock: { item_stock_stock: 4, item_stock_critical_stock: 1 },
    });

    await page.goto(itemPath(item.id));
    await expect(page.getByRole("heading", { name: "Producto no encontrado", level: 2 })).toBeVisible();
    await expect(page.getByText(item.item_name)).toHaveCount(0);
    await shoot(page, testInfo, "inventory-item-not-found-other-club-desktop");

    // Neither its name nor its barcode finds it in this club's list.
    await page.getByRole("link", { name: "Volver al inventario" }).click();
    await expect(page).toHaveURL(/\/admin\/inventario$/);
    const search = page.getByRole("textbox", { name: "Buscar productos" });
    await search.fill(tag);
    await expect(page.getByText("No encontramos productos")).toBeVisible();
    await search.fill("");
    await search.pressSequentially(item.item_barcode ?? "", { delay: 15 });
    await search.press("Enter");
    await expect(page.getByText("No encontramos productos")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/inventario\?buscar=\d+$/);
  });
});

import type { Page } from "@playwright/test";
import { apiToken, closeOwnOpenRegisters, DESKTOP } from "./admin-api";
import { expect, test } from "./fixtures";
import { createItem, findItem, itemPath, uniqueTag } from "./inventory-api";
import { shoot } from "./pictures";

/*
 * Numbers typed the way people in Chile write them, in the real screens: "1,5", "1.990", "1.990,5" and
 * "abc". Nothing is silently rounded or stripped: "1.990,5" as pesos was saved as $19.905 before.
 */
test.use({ user: "admin", viewport: DESKTOP });

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: false });

/** Types like a person (key by key) and leaves the field, which is when its reason shows. */
async function typeAndLeave(page: Page, name: string, text: string) {
  const input = field(page, name);
  await input.fill("");
  await input.pressSequentially(text);
  await input.blur();
  return input;
}

test("el formulario de producto lee 1.990 y 1,5 como en Chile y rechaza 1.990,5 pesos y abc", async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, "admin");
  await page.goto("/admin/inventario/nuevo-producto");
  const name = `Café e2e ${uniqueTag()}`;
  await field(page, "Nombre").fill(name);

  const buy = await typeAndLeave(page, "Precio de compra", "1.990,5");
  await expect(buy).toHaveAccessibleDescription(/Los montos en pesos son enteros, sin decimales/);
  await expect(buy).toHaveAttribute("aria-invalid", "true");
  await typeAndLeave(page, "Precio de compra", "abc");
  await expect(buy).toHaveAccessibleDescription(/Escribe un número, por ejemplo 1\.990/);
  await buy.evaluate((input) => input.scrollIntoView({ block: "center" }));
  await shoot(page, testInfo, "numbers-refused-desktop");
  await typeAndLeave(page, "Precio de compra", "1.990");
  await expect(buy).not.toHaveAttribute("aria-invalid", "true");
  const sell = await typeAndLeave(page, "Precio de venta", "2490");
  await expect(sell).toHaveValue("2.490");

  // Sold by unit, a stock of 1,5 is refused; sold by the kilo it is one and a half.
  const stock = await typeAndLeave(page, "Stock inicial", "1,5");
  await expect(stock).toHaveAccessibleDescription(/Los productos por unidad usan cantidades enteras/);
  await page.getByRole("switch", { name: "Venta a granel" }).check({ force: true });
  await page.getByRole("combobox", { name: "Unidad de medida" }).click();
  await page.getByRole("option", { name: "Kilogramos (kg)" }).click();
  await typeAndLeave(page, "Stock inicial", "1,5");
  await expect(stock).not.toHaveAttribute("aria-invalid", "true");

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/item/create_item");
  await page.getByRole("button", { name: "Crear producto" }).click();
  const { data } = (await (await saved).json()) as { data: { id: number } };
  const item = await findItem(request, token, data.id);
  expect(item.item_stock.item_stock_stock).toBe(1.5);
  expect(item).toMatchObject({ item_buy_price: 1990, item_sell_price: 2490 });
});

test("un ajuste de stock rechaza 1,5 unidades y la apertura de caja rechaza 1.990,5 pesos", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, "admin");
  const item = await createItem(request, token, {
    item_name: `Agua e2e ${uniqueTag()}`,
    item_buy_price: 300,
    item_sell_price: 800,
    item_stock: { item_stock_stock: 10, item_stock_critical_stock: 1 },
  });
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") calls.push(new URL(r.url()).pathname);
  });
  await page.goto(itemPath(item.id));
  const quantity = await typeAndLeave(page, "Cantidad que llegó", "1,5");
  await expect(quantity).toHaveAccessibleDescription(/Los productos por unidad usan cantidades enteras/);
  await page.getByRole("button", { name: "Registrar movimiento" }).click();
  await expect(quantity).toHaveAccessibleDescription(/Los productos por unidad usan cantidades enteras/);
  expect(calls).toEqual([]);
  expect((await findItem(request, token, item.id)).item_stock.item_stock_stock).toBe(10);

  await closeOwnOpenRegisters(request, token);
  await page.reload();
  await page.getByRole("banner").getByRole("button", { name: "Caja cerrada" }).click();
  await page
    .getByRole("menu")
    .getByRole("menuitem", { name: /^Caja 2 / })
    .click();
  const dialog = page.getByRole("dialog", { name: "Abrir Caja 2" });
  const amount = dialog.getByRole("textbox", { name: "¿Con cuánto efectivo abre la caja?" });
  for (const typed of ["1.990,5", "abc"]) {
    await amount.fill("");
    await amount.pressSequentially(typed);
    await dialog.getByRole("button", { name: "Abrir caja" }).click();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
  }
  await expect(amount).toHaveAccessibleDescription(/Escribe un número, por ejemplo 1\.990/);
  await amount.fill("");
  await amount.pressSequentially("1.990,5");
  await amount.press("Enter");
  await expect(amount).toHaveAccessibleDescription(/Los montos en pesos son enteros, sin decimales/);
  expect(calls).toEqual([]);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
});

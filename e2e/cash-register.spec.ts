import type { Page, Request } from "@playwright/test";
import { apiToken, cashRegisterRecords, closeOwnOpenRegisters, DESKTOP, MOBILE } from "./admin-api";
import { expect, test } from "./fixtures";
import { shoot } from "./pictures";
import { expectReadable } from "./readability";

/*
 * Caja 1 and Caja 2 of Club Demo Padel are shared by every run on this server, and only this file
 * operates them. Each test starts by closing, through the API, whatever admin left open.
 */
test.describe.configure({ mode: "serial" });
test.use({ user: "admin", viewport: DESKTOP });

const OPEN_PATH = "/api/admin/cash_register/open_cash_register/";
const CLOSE_PATH = "/api/admin/cash_register/close_cash_register/";

const statusButton = (page: Page, label: string | RegExp) =>
  page.getByRole("banner").getByRole("button", { name: label });
const register = (page: Page, name: string) =>
  page.getByRole("menu").getByRole("menuitem", { name: new RegExp(`^${name} `) });
const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notifications-root").getByText(text, { exact: true });

/** Every register call the page makes, to prove which ones were (not) made. */
function recordRegisterCalls(page: Page) {
  const calls: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(OPEN_PATH) || pathname.startsWith(CLOSE_PATH)) calls.push(request);
  });
  return calls;
}

test("abrir Caja 1 con 45000 y cerrarla con 47000 desde la cabecera", async ({ page, request }, testInfo) => {
  const token = await apiToken(request, "admin");
  await closeOwnOpenRegisters(request, token);
  const lastRecordId = Math.max(0, ...(await cashRegisterRecords(request, token)).map((r) => r.id));
  const calls = recordRegisterCalls(page);

  await page.goto("/admin_dashboard");
  await statusButton(page, "Caja cerrada").click();
  await expect(page.getByRole("menu").getByText("Cajas del club")).toBeVisible();
  await expect(register(page, "Caja 1")).toBeEnabled();
  await expect(register(page, "Caja 1")).toContainText("Cerrada");
  await shoot(page, testInfo, "registers-picker-closed-desktop");

  // Opening.
  await register(page, "Caja 1").click();
  const openDialog = page.getByRole("dialog", { name: "Abrir Caja 1" });
  await expect(openDialog).toBeVisible();
  const openAmount = openDialog.getByRole("textbox", { name: "¿Con cuánto efectivo abre la caja?" });
  await expect(openAmount).toHaveAttribute("placeholder", "45000");
  await expect(openAmount).toBeFocused();

  await openAmount.press("Enter");
  await expect(openDialog.getByText("Ingresa un monto")).toBeVisible();
  await expect(openAmount).toHaveAttribute("aria-invalid", "true");
  await shoot(page, testInfo, "registers-open-required-desktop");

  await openAmount.pressSequentially("45000");
  // Whole pesos with the es-CL thousands dot; the "$" sits beside the field, as with the placeholder.
  await expect(openAmount).toHaveValue("45.000");
  await expect(openDialog.getByText("$", { exact: true })).toBeVisible();
  const opened = page.waitForResponse((r) => r.url().includes(OPEN_PATH));
  await openAmount.press("Enter");
  const openResponse = await opened;
  expect(openResponse.status()).toBe(200);
  // The empty Enter made no call: this is the only one.
  expect(calls.map((c) => [c.method(), c.postDataJSON()])).toEqual([
    ["PUT", { cash_register_record_open_cash_user_amount: 45000 }],
  ]);
  await expect(toast(page, "Caja abierta con éxito.")).toBeVisible();
  await expect(openDialog).toBeHidden();
  await expect(statusButton(page, "Caja abierta: Caja 1")).toBeVisible();
  await shoot(page, testInfo, "registers-opened-desktop");

  // Caja 2 cannot be picked while admin holds Caja 1.
  await statusButton(page, "Caja abierta: Caja 1").click();
  await expect(register(page, "Caja 1")).toContainText("Abierta");
  await expect(register(page, "Caja 2")).toBeDisabled();
  await expect(register(page, "Caja 2")).toContainText("Ya tienes abierta Caja 1");
  await shoot(page, testInfo, "registers-picker-open-desktop");

  // Closing.
  await register(page, "Caja 1").click();
  const closeDialog = page.getByRole("dialog", { name: "Cerrar Caja 1" });
  await expect(closeDialog).toBeVisible();
  const closeAmount = closeDialog.getByRole("textbox", { name: "¿Con cuánto efectivo cierra la caja?" });
  await expect(closeAmount).toHaveAttribute("placeholder", "45000");
  await expect(closeAmount).toHaveValue("");
  await closeAmount.press("Enter");
  await expect(closeDialog.getByText("Ingresa un monto")).toBeVisible();
  await closeAmount.pressSequentially("47000");
  await shoot(page, testInfo, "registers-close-dialog-desktop");
  const closed = page.waitForResponse((r) => r.url().includes(CLOSE_PATH));
  await closeAmount.press("Enter");
  expect((await closed).status()).toBe(200);
  expect(calls.map((c) => [c.method(), c.postDataJSON()])).toEqual([
    ["PUT", { cash_register_record_open_cash_user_amount: 45000 }],
    ["PUT", { cash_register_record_close_cash_user_amount: 47000 }],
  ]);
  await expect(toast(page, "Caja cerrada con éxito.")).toBeVisible();
  await expect(closeDialog).toBeHidden();
  await expect(statusButton(page, "Caja cerrada")).toBeVisible();

  await statusButton(page, "Caja cerrada").click();
  await expect(register(page, "Caja 2")).toBeEnabled();
  await page.keyboard.press("Escape");

  // The server kept the session: opened with 45000, closed with 47000.
  const records = (await cashRegisterRecords(request, token)).filter((r) => r.id > lastRecordId);
  expect(records).toEqual([
    expect.objectContaining({
      cash_register: expect.objectContaining({ cash_register_name: "Caja 1" }),
      cash_register_record_open_cash_user_amount: 45000,
      cash_register_record_close_cash_user_amount: 47000,
      cash_register_record_open: false,
    }),
  ]);
});

test("en un teléfono la cabecera muestra el estado con un ícono y el diálogo cabe", async ({
  page,
  request,
}, testInfo) => {
  await closeOwnOpenRegisters(request, await apiToken(request, "admin"));
  const calls = recordRegisterCalls(page);
  await page.setViewportSize(MOBILE);
  await page.goto("/admin_dashboard");

  await statusButton(page, "Caja cerrada").click();
  // The icon has no text: the menu spells the status out.
  await expect(page.getByRole("menu").getByText("Caja cerrada")).toBeVisible();
  await expect(page.getByRole("menu")).toBeInViewport({ ratio: 1 });
  await shoot(page, testInfo, "registers-picker-mobile");

  await register(page, "Caja 1").click();
  const dialog = page.getByRole("dialog", { name: "Abrir Caja 1" });
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await dialog.getByRole("textbox").press("Enter");
  await expect(dialog.getByText("Ingresa un monto")).toBeVisible();
  await shoot(page, testInfo, "registers-open-dialog-mobile");

  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(statusButton(page, "Caja cerrada")).toBeVisible();
  expect(calls).toHaveLength(0);

  // Dark, where the registers' names, their status colours and the dialog's question must still read.
  // (The grey secondary lines and the coloured buttons are for the contrast sweep over every screen.)
  await page.getByRole("banner").getByRole("button", { name: "Cambiar a modo oscuro" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await statusButton(page, "Caja cerrada").click();
  await expect(page.getByRole("menu").getByText("Caja cerrada")).toBeVisible();
  await expectReadable(page, ["[role=menuitem] .mantine-Badge-root", "[role=menuitem] p:first-child"]);
  await register(page, "Caja 1").click();
  await expect(page.getByRole("dialog", { name: "Abrir Caja 1" })).toBeVisible();
  await expectReadable(page, ["[role=dialog] h2", "[role=dialog] label", "[role=dialog] input"]);
  await shoot(page, testInfo, "registers-open-dialog-mobile-dark");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Abrir Caja 1" })).toBeHidden();
  expect(calls).toHaveLength(0);
});

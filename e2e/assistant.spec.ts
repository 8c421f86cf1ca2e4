import type { Page } from "@playwright/test";
import { MOBILE } from "./admin-api";
import { expectAccessibleInEveryLook } from "./axe";
import { expect, test } from "./fixtures";

const main = (page: Page) => page.getByRole("main");

/** The n-th answer of the conversation (from 0): its words, its figure's table and the screen it links to. */
const answer = (page: Page, n: number) =>
  main(page).getByRole("article", { name: "Respuesta del asistente" }).nth(n);

async function ask(page: Page, question: string) {
  await main(page).getByRole("textbox", { name: "Escribe tu pregunta" }).fill(question);
  await main(page).getByRole("button", { name: "Enviar pregunta" }).click();
  await expect(main(page).getByText("escribiendo…")).toHaveCount(0);
}

test.use({ user: "admin", viewport: MOBILE });

test("asistente del club: la dueña pregunta tres cosas desde el teléfono, una con una sugerencia, ve cada tabla y sigue el enlace a la pantalla que muestra la misma cifra", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/admin/IA");
  await expect(main(page).getByRole("heading", { name: "Asistente" })).toBeVisible();

  // 1. A suggestion, with one tap: the items about to run out, as a table.
  await main(page).getByRole("button", { name: "¿Qué productos están por agotarse?" }).click();
  await expect(main(page).getByText("escribiendo…")).toHaveCount(0);
  const stock = answer(page, 0);
  await expect(stock.getByRole("table")).toBeVisible();
  // The items named by the table, header row aside.
  const critical = (await stock.getByRole("row").allInnerTexts()).slice(1).map((row) => row.split("\t")[0]);
  expect(critical.length).toBeGreaterThan(0);

  // 2. Typed as people type: yesterday's sales, in pesos, with the days it read.
  await ask(page, "cuanto vendimos ayer");
  const sales = answer(page, 1);
  const net = (await sales.getByText(/^Las ventas netas .+ fueron (\$[\d.]+)/).innerText()).match(
    /fueron (\$[\d.]+)/,
  )?.[1] as string;
  expect(net).toMatch(/^\$[\d.]+$/);
  await expect(sales.getByRole("table")).toContainText(net);

  // 3. Loosely: who plays the most.
  await ask(page, "quien es el q mas juega");
  await expect(answer(page, 2).getByRole("table")).toBeVisible();
  await expectAccessibleInEveryLook(page, testInfo, "asistente", { fullPage: true });
  await page.setViewportSize(MOBILE);

  // The sales answer's link opens the reports on the same days, with the same net sales.
  await sales.getByRole("link", { name: "Ver en Reportes" }).click();
  await expect(page).toHaveURL(/\/admin\/reportes\?periodo=rango&desde=\d{4}-\d{2}-\d{2}&hasta=/);
  const kpi = main(page).getByText("Ventas netas", { exact: true }).locator("..");
  await expect(kpi).toContainText(net);

  // The stock answer's link opens the inventory on the items in critical stock: the same ones.
  await page.goBack();
  await answer(page, 0).getByRole("link", { name: "Ver en Inventario" }).click();
  await expect(page).toHaveURL(/\/admin\/inventario\?stock=critico$/);
  await expect(main(page).getByRole("checkbox", { name: "Solo stock crítico" })).toBeChecked();
  const listed = main(page).getByRole("list", { name: "Productos del inventario" }).getByRole("listitem");
  await expect(listed).toHaveCount(critical.length);
  for (const name of critical) await expect(listed.filter({ hasText: name as string })).toHaveCount(1);
  await expectAccessibleInEveryLook(page, testInfo, "inventario en stock critico");
});

import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect, screenshotPath } from "./fixtures";
import { switchTheme } from "./inventory-api";

export type Scheme = "light" | "dark";

/** The theme every page of this context opens in, as the app keeps it (localStorage "theme"). */
export async function openInScheme(page: Page, scheme: Scheme) {
  await page.context().addInitScript((value) => localStorage.setItem("theme", value), scheme);
}

/**
 * axe-core on the page as it stands (WCAG 2.1 A and AA rules, contrast and 2.5.3 included): no serious or
 * critical violation. The failure lists each rule with the first elements that break it. The screen
 * is also pictured, for people to look at (e2e/screenshots/a11y-…).
 */
export async function expectAccessible(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  // Pages of the server outside the app (the test payment gateway) have no Mantine theme to wait for.
  options: { app?: boolean } = {},
) {
  if (options.app ?? true) {
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", /light|dark/);
  }
  // Let transitions (menus, modals, toasts) settle: axe measures colours mid-fade otherwise.
  await page.waitForTimeout(350);
  const { violations } = await new AxeBuilder({ page })
    // WCAG 2.5.3 (the accessible name holds the visible text) is an experimental rule: on by name.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(" ")} ${n.failureSummary?.split("\n").at(-1)?.trim() ?? ""}`)
          .join(" | ")}`,
    );
  const width = page.viewportSize()?.width ?? 0;
  const slug = screen
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  await page.screenshot({ path: screenshotPath(testInfo, `a11y-${slug}-${width}`) });
  expect(serious, `axe en ${screen} (${width} px)`).toEqual([]);
}

/**
 * Checks the screen in light and dark, once the toasts that sit over the header's theme switch have closed
 * by themselves (5 s), and leaves it light.
 */
export async function expectAccessibleInBothSchemes(page: Page, testInfo: TestInfo, name: string) {
  await expect(
    page.getByRole("alert").filter({ has: page.getByRole("button", { name: "Cerrar aviso" }) }),
  ).toHaveCount(0);
  for (const scheme of ["light", "dark"] as Scheme[]) {
    await switchTheme(page, scheme);
    await expectAccessible(page, testInfo, `${name}-${scheme}`);
  }
  await switchTheme(page, "light");
}

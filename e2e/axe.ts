import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { DESKTOP, MOBILE } from "./admin-api";
import { expect } from "./fixtures";
import { shoot } from "./pictures";
import { settled } from "./settled";

export type Scheme = "light" | "dark";
export type Size = "desktop" | "phone";
/** A way of looking at a screen: its colour scheme and the device's size. */
export type Look = { scheme: Scheme; size: Size };

/** The viewport of each size. */
export const VIEWPORTS = { desktop: DESKTOP, phone: MOBILE } as const;

/** Both schemes on both sizes: what every screen is checked in. */
export const EVERY_LOOK: readonly Look[] = [
  { scheme: "light", size: "desktop" },
  { scheme: "dark", size: "desktop" },
  { scheme: "light", size: "phone" },
  { scheme: "dark", size: "phone" },
];

/**
 * Switches the open page's scheme where it stands, without a reload: the app's colour scheme manager
 * (Mantine's, on localStorage "theme") follows storage events, as when another tab changes the theme.
 */
export async function setScheme(page: Page, scheme: Scheme) {
  // A page that has just loaded may not listen yet (the provider subscribes in an effect): say it again
  // until the page shows the scheme.
  await expect(async () => {
    await page.evaluate((value) => {
      localStorage.setItem("theme", value);
      window.dispatchEvent(
        new StorageEvent("storage", { key: "theme", newValue: value, storageArea: localStorage }),
      );
    }, scheme);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
}

/** Puts the open page in a look: its viewport resized and its scheme switched, in place. */
export async function setLook(page: Page, look: Look) {
  await page.setViewportSize(VIEWPORTS[look.size]);
  await setScheme(page, look.scheme);
}

/**
 * axe-core on the page as it stands (WCAG 2.1 A and AA rules, contrast and 2.5.3 included): no serious or
 * critical violation. The failure lists each rule with the first elements that break it. The screen
 * is also pictured when pictures are on (e2e/pictures.ts), for people to look at.
 */
export async function expectAccessible(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  // Pages of the server outside the app (the test payment gateway) have no Mantine theme to wait for.
  options: { app?: boolean; fullPage?: boolean } = {},
) {
  if (options.app ?? true) {
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", /light|dark/);
  }
  await settled(page);
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
  await shoot(page, testInfo, `a11y-${screen}-${width}`, { fullPage: options.fullPage });
  expect(serious, `axe en ${screen} (${width} px)`).toEqual([]);
}

/**
 * The screen as it stands, checked by axe (and pictured) in each look, switched in place: one visit
 * instead of one per look. The page is left in the first look.
 */
export async function expectAccessibleInEveryLook(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  options: { looks?: readonly Look[]; fullPage?: boolean } = {},
) {
  const looks = options.looks ?? EVERY_LOOK;
  for (const look of looks) {
    await setLook(page, look);
    await expectAccessible(page, testInfo, `${screen} ${look.scheme} ${look.size}`, options);
  }
  await setLook(page, looks[0] as Look);
}

/**
 * Checks the screen in light and dark, at the page's size, once the toasts have closed by themselves (5 s:
 * one fading out during axe would read as faint text), and leaves it light.
 */
export async function expectAccessibleInBothSchemes(page: Page, testInfo: TestInfo, name: string) {
  await expect(
    page.getByRole("alert").filter({ has: page.getByRole("button", { name: "Cerrar aviso" }) }),
  ).toHaveCount(0);
  for (const scheme of ["light", "dark"] as Scheme[]) {
    await setScheme(page, scheme);
    await expectAccessible(page, testInfo, `${name}-${scheme}`);
  }
  await setScheme(page, "light");
}

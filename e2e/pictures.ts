import type { Page, TestInfo } from "@playwright/test";
import { screenshotPath } from "./fixtures";
import { settled } from "./settled";

/**
 * Pictures of the screens are for people to look at (e2e/screenshots/, not committed): taken on a
 * developer's run, skipped in CI where nobody opens them, unless E2E_SCREENSHOTS=1 asks for them.
 */
const PICTURES_ON = process.env.E2E_SCREENSHOTS === "1" || !process.env.CI;

/** A picture of the page at rest, named for what it shows, when pictures are on. */
export async function shoot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  if (!PICTURES_ON) return;
  await settled(page);
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  await page.screenshot({ path: screenshotPath(testInfo, slug), fullPage: options.fullPage ?? false });
}

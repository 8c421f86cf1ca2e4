import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { settled } from "./settled";

/**
 * The texts inside `selectors` meet WCAG AA contrast (axe-core's color-contrast rule: 4.5:1, 3:1 for
 * large text) against what is really behind them on screen, in the scheme the page shows now. It fails
 * too when the selectors hold no text to judge, so a moved screen cannot make it pass unseen. It waits for
 * the page to rest first: a dialog still fading in is judged at its final colours, not half-way.
 */
export async function expectReadable(page: Page, selectors: string[]) {
  await settled(page);
  const builder = new AxeBuilder({ page }).withRules(["color-contrast"]);
  for (const selector of selectors) builder.include(selector);
  const { violations, passes } = await builder.analyze();
  const unreadable = violations.flatMap((v) =>
    v.nodes.map((node) => `${node.target.join(" ")}: ${node.any[0]?.message ?? node.failureSummary}`),
  );
  expect(unreadable, "texts below WCAG AA contrast").toEqual([]);
  const judged = passes.flatMap((p) => p.nodes).length;
  expect(judged, `texts judged in ${selectors.join(", ")}`).toBeGreaterThan(0);
}

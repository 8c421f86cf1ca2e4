import type { Page } from "@playwright/test";

/**
 * Waits until no transition or finite animation runs (menus, modals and toasts fading in): axe measures
 * colours mid-fade, and a picture catches them half drawn, otherwise. Endless ones (a loader, a
 * skeleton's pulse) are not waited for.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

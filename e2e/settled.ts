import type { Page } from "@playwright/test";

const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );

/** No transition or finite animation running; endless ones (a loader, a skeleton's pulse) do not count. */
const quiet = (page: Page) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 5_000 },
  );

/**
 * Waits until the page is at rest (menus, modals and toasts done fading in): two frames first, in which a
 * just-opened overlay starts its fade and React draws what a scheme change asked for, then no animation
 * running, twice with two frames between. axe measures colours mid-fade, and a picture catches them half
 * drawn, otherwise.
 */
export async function settled(page: Page) {
  await frames(page);
  await quiet(page);
  await frames(page);
  await quiet(page);
}

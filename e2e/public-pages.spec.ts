import { expect, test } from "./fixtures";

/*
 * The public pages the build draws ahead (apps/web/scripts/prerender.mjs): a visitor gets the page from
 * the HTML and runs only its small script, not the app; a player with a session gets their home on `/`.
 * No service worker: once installed it answers every address with the app from its cache (the drawn pages
 * are for a first visit), and it would race these visits. Its registration from `/` is checked in
 * content-security-policy.spec.ts.
 */
test.use({ serviceWorkers: "block" });

test("a visitor's public pages come drawn, switch light and dark without the app, and lead into it", async ({
  page,
}) => {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  const html = await (await page.goto("/gomatch"))?.text();
  expect(html).toContain("Partidos abiertos para que los jugadores se sumen");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu club de pádel, en una sola app");
  await expect(page).toHaveTitle("Club Padel");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => !/^\/assets\/public-page-[\w-]+\.js$/.test(path))).toEqual([]);

  await page.getByRole("button", { name: "Cambiar a modo oscuro" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("button", { name: "Cambiar a modo claro" })).toBeVisible();
  await page.goto("/terms_and_conditions");
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page).toHaveTitle("Términos y condiciones · Club Padel");

  // The drawn pages logged no error (the app, next, says it cannot register the blocked worker).
  expect(errors).toEqual([]);

  // A link is a link: the sign-in page loads the app, in the scheme chosen before it.
  await page.getByRole("link", { name: "Ingresar" }).click();
  await expect(page.getByRole("button", { name: "Ingresar" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  expect(scripts.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
});

test.describe("a player with a session", () => {
  test.use({ user: "jugador" });

  test("gets their home on /, drawn by the app", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Hola, / })).toBeVisible();
    await expect(page.getByText("Tu club de pádel, en una sola app")).toHaveCount(0);
  });
});

test("a session past its expiry gets the signed-out landing on /", async ({ page }) => {
  // A token whose expiry (exp, in seconds) passed long ago: the app starts, finds it unusable, and shows
  // the landing a visitor gets.
  const payload = Buffer.from(JSON.stringify({ sub: "1", exp: 1_600_000_000 })).toString("base64url");
  await page.addInitScript((token) => localStorage.setItem("userToken", token), `e30.${payload}.firma`);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu club de pádel, en una sola app");
  await expect(page.getByRole("link", { name: "Ingresar" }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("userToken"))).toBeNull();
});

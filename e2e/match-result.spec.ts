import type { Page } from "@playwright/test";
import { MOBILE } from "./admin-api";
import { expectAccessibleInEveryLook } from "./axe";
import { expect, test } from "./fixtures";
import { phone } from "./phones";

type Match = { slug: string; players: { username: string; name: string }[]; club: { id: number } };

const main = (page: Page) => page.getByRole("main");

/** The player's own line of the club's ranking: their points and what their last result moved them. */
async function ownRankLine(page: Page, clubId: number) {
  await page.goto(`/rank?club=${clubId}`);
  const line = main(page).locator('li[aria-current="true"]');
  await expect(line).toBeVisible();
  return line;
}

test.use({ user: "jugador", viewport: MOBILE });

test("resultado de un partido: el jugador lo anota desde sus partidos, un rival lo confirma desde su aviso, y ambos ven moverse el ranking", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // 1. Last night's match waits for its result in the player's matches (the demo season leaves it so).
  await page.goto("/reservas?tab=partidos");
  const played = main(page).getByRole("region", { name: "Jugados" });
  const card = played.getByRole("article").filter({ hasText: "Anota el resultado" });
  await expect(card).toHaveCount(1);
  await expectAccessibleInEveryLook(page, testInfo, "mis partidos", { fullPage: true });
  await card.getByRole("link", { name: "Anotar resultado" }).click();
  await expect(page).toHaveURL(/\/match\/[A-Za-z0-9_-]+$/);
  const slug = page.url().split("/").at(-1) as string;
  const match = (await (await request.get(`/api/match/find_match/${slug}`)).json()) as Match;
  const before = await (await ownRankLine(page, match.club.id)).innerText();
  await page.goto(`/match/${slug}`);

  // 2. They report it: their partner, and 6–4 6–3 for their pair.
  const form = main(page).getByRole("region", { name: "Anotar el resultado" });
  const partner = match.players.find((p) => p.username !== "jugador") as Match["players"][number];
  await form.getByLabel("Tu pareja").selectOption(partner.username);
  for (const [set, ours, theirs] of [
    [1, "6", "4"],
    [2, "6", "3"],
  ] as const) {
    await form.getByLabel(`Set ${set}, Ustedes`).fill(ours);
    await form.getByLabel(`Set ${set}, Rivales`).fill(theirs);
  }
  await form.getByRole("button", { name: "Anotar resultado" }).click();
  await expect(main(page).getByText("Falta que un jugador de la otra pareja lo confirme.")).toBeVisible();
  await expect(main(page).getByText("6–4, 6–3")).toBeVisible();

  // 3. A rival hears of it in their inbox, opens it and confirms.
  const rival = match.players.find((p) => p.username !== "jugador" && p.username !== partner.username);
  const other = await phone(browser, baseURL as string, request, rival?.username);
  await other.goto("/");
  await other.getByRole("link", { name: /^Notificaciones, \d+ sin leer$/ }).click();
  const notice = main(other).getByRole("link", { name: /Confirma el resultado/ });
  await expect(notice).toContainText("anotó 6–4, 6–3");
  await notice.click();
  await expect(other).toHaveURL(new RegExp(`/match/${slug}$`));
  await expect(main(other).getByText("La otra pareja anotó este resultado. ¿Es correcto?")).toBeVisible();
  await expectAccessibleInEveryLook(other, testInfo, "confirmar resultado", { fullPage: true });
  await other.setViewportSize(MOBILE);
  await main(other).getByRole("button", { name: "Sí, confirmar" }).click();
  await expect(main(other).getByText("Confirmado")).toBeVisible();

  // 4. Both see the ranking move: the winner up, the rival down, each on their own line.
  const rivalLine = await ownRankLine(other, match.club.id);
  await expect(rivalLine).toContainText(/▼ \d+/);
  await expect(rivalLine.getByText(/^Bajó \d+ puntos en su último partido$/)).toBeAttached();
  const mine = await ownRankLine(page, match.club.id);
  await expect(mine).toContainText(/▲ \d+/);
  await expect(mine.getByText(/^Subió \d+ puntos en su último partido$/)).toBeAttached();
  expect(await mine.innerText()).not.toBe(before);
  await other.context().close();
});

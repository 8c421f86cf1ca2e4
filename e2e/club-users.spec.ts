import { rutCheckDigit } from "@club/domain";
import type { APIRequestContext, Page } from "@playwright/test";
import { DESKTOP, MOBILE } from "./admin-api";
import { expectAccessibleInBothSchemes } from "./axe";
import { bookThroughApi, cancelThroughApi, clubDate, demoClubId, freeRun } from "./booking-api";
import { expect, test } from "./fixtures";
import { uniqueTag } from "./inventory-api";
import { confirmEmailFromMail } from "./mail-catcher";

test.use({ user: "admin", viewport: DESKTOP });

const main = (page: Page) => page.getByRole("main");

type Player = { name: string; rut: string };

/**
 * A new player of the demo club: Josefina Peñaloza with a RUT of her own, signed up through the API (her
 * address confirmed with the link of her sign-up mail), who joins the club by booking there (the booking is cancelled again so the grid stays free).
 */
async function newClubPlayer(request: APIRequestContext): Promise<Player> {
  const tag = uniqueTag();
  const body = String(30_000_000 + (Date.now() % 9_000_000));
  const rut = `${body}-${rutCheckDigit(body)}`;
  const lastname = `Peñaloza ${tag}`;
  const signUp = await request.post("/api/auth/register", {
    data: {
      name: "Josefina",
      lastname,
      username: `jose_${tag}`,
      email: `josefina.${tag}@correo.cl`,
      rut,
      phone: "+56 9 5555 1234",
      category: "B",
      password: "Raqueta-Verde-Cancha-2026",
      accept_terms: true,
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { jwt } = (await signUp.json()) as { jwt: string };
  // A new account holds a court only once its address is confirmed.
  await confirmEmailFromMail(request, `josefina.${tag}@correo.cl`);
  const clubId = await demoClubId(request);
  const date = clubDate(9);
  const { court, start } = await freeRun(request, clubId, date, 2);
  const booking = await bookThroughApi(request, jwt, {
    club_id: clubId,
    court_id: court.id,
    date,
    start_time: start,
    duration_int: 60,
  });
  await cancelThroughApi(request, jwt, booking.slug);
  return { name: `Josefina ${lastname}`, rut };
}

/** Confirms the role change in its dialog and waits for the new role on the page. */
async function changeRole(page: Page, button: string, badge: string) {
  await main(page).getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText(badge, { exact: true }).first()).toBeVisible();
}

test("el administrador encuentra a una jugadora por su RUT escrito sin puntos, la hace administradora y lo deshace", async ({
  page,
  request,
}, testInfo) => {
  const player = await newClubPlayer(request);
  const [body = "", digit = ""] = player.rut.split("-");

  await page.goto("/admin/lista_usuarios");
  await expect(main(page).getByRole("heading", { name: "Usuarios" })).toBeVisible();
  const table = main(page).getByRole("table", { name: "Usuarios del club" });
  await expect(table.getByRole("link").first()).toBeVisible();

  // The RUT as typed at a counter: no dots, lower-case check digit.
  await main(page).getByRole("textbox", { name: "Buscar usuarios" }).fill(`${body}-${digit.toLowerCase()}`);
  await expect(page).toHaveURL(/buscar=/);
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").filter({ hasText: player.name });
  await expect(row).toContainText("FB");
  await expect(row).toContainText("Jugador");
  await expect(row).toContainText("Sin visitas");
  await expectAccessibleInBothSchemes(page, testInfo, "club-users-1366");

  // Without accents, by name.
  const search = main(page).getByRole("textbox", { name: "Buscar usuarios" });
  await search.fill(player.name.replace("ñ", "n").toLowerCase());
  await expect(page).toHaveURL(/buscar=josefina/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: player.name }).click();
  await expect(main(page).getByRole("heading", { name: player.name })).toBeVisible();
  await expect(main(page).getByText("FB · B (damas)")).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Reservas" })).toBeVisible();

  await changeRole(page, "Hacer administrador", "Administrador");
  await expectAccessibleInBothSchemes(page, testInfo, "club-user-admin-1366");
  await changeRole(page, "Quitar administrador", "Jugador");
  await expect(main(page).getByRole("button", { name: "Hacer administrador" })).toBeEnabled();

  // The club's only administrator cannot be removed: the button says why.
  await page.goto("/admin/lista_usuarios?rol=club_administrator");
  await table.getByRole("link", { name: "Camila Rojas" }).click();
  await expect(main(page).getByRole("button", { name: "Quitar administrador" })).toBeDisabled();
  await expect(main(page).getByText(/Es el único administrador del club/)).toBeVisible();

  // At phone width: cards instead of the table.
  await page.setViewportSize(MOBILE);
  await page.goto(`/admin/lista_usuarios?buscar=${encodeURIComponent(body)}`);
  const cards = main(page).getByRole("list", { name: "Usuarios del club" });
  await expect(cards.getByRole("link", { name: player.name })).toBeVisible();
  await expectAccessibleInBothSchemes(page, testInfo, "club-users-390");
  await cards.getByRole("link", { name: player.name }).click();
  await expect(main(page).getByRole("heading", { name: player.name })).toBeVisible();
  await expectAccessibleInBothSchemes(page, testInfo, "club-user-390");
});

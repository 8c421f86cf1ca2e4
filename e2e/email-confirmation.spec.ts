import { rutCheckDigit } from "@club/domain";
import type { Page } from "@playwright/test";
import { MOBILE, storedToken } from "./admin-api";
import { EVERY_LOOK, expectAccessibleInEveryLook } from "./axe";
import { bookThroughApi, cancelThroughApi, clubDate, demoClubId, freeRun } from "./booking-api";
import { expect, test } from "./fixtures";
import { uniqueTag } from "./inventory-api";
import { lastMailTo } from "./mail-catcher";

/** The journey happens on a phone: each screen is checked there first, and left there. */
const PHONE_FIRST = [
  ...EVERY_LOOK.filter((look) => look.size === "phone"),
  ...EVERY_LOOK.filter((look) => look.size === "desktop"),
];

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test("una jugadora nueva confirma su correo antes de reservar", async ({ page, request }, testInfo) => {
  await page.setViewportSize(MOBILE);
  const tag = uniqueTag();
  const email = `martina.${tag}@correo.cl`;
  const body = String(40_000_000 + (Date.now() % 9_000_000));

  await page.goto("/register");
  await field(page, "Nombre").fill("Martina");
  await field(page, "Apellido").fill("Cáceres");
  await field(page, "Nombre de usuario").fill(`martina_${tag}`);
  await field(page, "Correo").fill(email);
  await field(page, "RUT").fill(`${body}-${rutCheckDigit(body)}`);
  await field(page, "Teléfono").fill("+56 9 5555 4321");
  await page.getByPlaceholder("Elige tu categoría").click();
  await page.getByRole("option").first().click();
  await field(page, "Contraseña").fill("Raqueta-Verde-Cancha-2026");
  await field(page, "Repite la contraseña").fill("Raqueta-Verde-Cancha-2026");
  await page.getByRole("checkbox", { name: /^Acepto los términos y condiciones/ }).check();
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("status")).toContainText(`Te enviamos un enlace a ${email}`);
  await expectAccessibleInEveryLook(page, testInfo, "registro enviado", { looks: PHONE_FIRST });
  // The browser now holds its known-device marker for the account (its sign-ins wait on their own count).
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "known_device")).toMatchObject({
    path: "/api/auth",
    httpOnly: true,
    sameSite: "Strict",
  });

  // Before confirming, the booking sheet says why no court is held, and offers a new mail.
  const clubId = await demoClubId(request);
  const date = clubDate(10);
  const { court, start } = await freeRun(request, clubId, date);
  await page.goto(`/court?club=${clubId}&fecha=${date}`);
  const slot = new RegExp(`^${court.court_name}, ${start}, 1 h 30 min`);
  await page.getByRole("button", { name: slot }).click();
  const sheet = page.getByRole("dialog", { name: "Confirma tu reserva" });
  await sheet.getByRole("button", { name: "Confirmar reserva" }).click();
  const notice = sheet.getByRole("alert");
  await expect(notice).toContainText("Confirma tu correo para reservar");
  await notice.getByRole("button", { name: "Reenviar el correo" }).click();
  await expect(notice.getByRole("status")).toHaveText(
    "Te enviamos un correo nuevo con el enlace para confirmar tu cuenta.",
  );
  await expectAccessibleInEveryLook(page, testInfo, "reserva sin confirmar", { looks: PHONE_FIRST });

  // The newest mail's link, opened as the player would.
  const mail = (await lastMailTo(email)) ?? "";
  const link = /http:\/\/[^\s]+\/confirmar-correo\?code=[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await expect(
    page.getByText("¡Listo! Tu correo quedó confirmado. Ya puedes reservar canchas."),
  ).toBeVisible();
  await expectAccessibleInEveryLook(page, testInfo, "correo confirmado", { looks: PHONE_FIRST });

  // Confirmed, the same player holds the court (through the API, and let go again for the other journeys).
  const token = (await storedToken(page)) ?? "";
  const booking = await bookThroughApi(request, token, {
    club_id: clubId,
    court_id: court.id,
    date,
    start_time: start,
    duration_int: 90,
  });
  await cancelThroughApi(request, token, booking.slug);
});

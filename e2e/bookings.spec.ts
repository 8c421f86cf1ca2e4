import { readFile } from "node:fs/promises";
import { apiToken, DESKTOP, MOBILE } from "./admin-api";
import {
  bookThroughApi,
  cancelThroughApi,
  clubDate,
  demoClubId,
  freeRun,
  pickNinetyMinutes,
} from "./booking-api";
import { expect, test } from "./fixtures";
import { shoot } from "./pictures";

test.describe("un jugador en su teléfono", () => {
  test.use({ user: "jugador", viewport: MOBILE });

  test("reserva 90 minutos en /court, la ve como «Por pagar» en /reservas y la cancela", async ({
    page,
    request,
  }, testInfo) => {
    const clubId = await demoClubId(request);
    const date = clubDate(8);
    const { court, start, windowDays } = await freeRun(request, clubId, date);

    await page.goto("/");
    await expect(page.getByRole("heading", { name: /^Hola, / })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Secciones" });
    await shoot(page, testInfo, "player-home-390");
    await tabs.getByRole("link", { name: "Reservar" }).click();
    await expect(page).toHaveURL(/\/court/);
    await page.goto(`/court?club=${clubId}&fecha=${date}`);
    await expect(page.getByRole("radio", { name: "1 h 30 min" })).toBeChecked();
    // Today and the club's booking window.
    await expect(page.getByRole("group", { name: "Fecha" }).getByRole("button")).toHaveCount(windowDays + 1);
    // Nothing wider than the phone but the strip and the grid, which scroll on their own.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Before choosing: the player's fair use at the club and the cancellation policy.
    const rules = page.getByRole("list", { name: "Reglas del club" });
    await expect(rules).toContainText(
      /Uso justo: tienes \d+ de \d+ reservas? activas? que permite este club\./,
    );
    await expect(rules).toContainText("Puedes cancelar tus reservas en línea hasta");
    await shoot(page, testInfo, "court-390");

    // Courts past the phone's edge: a button names those with free starts and brings the first into view.
    const hint = page.getByRole("button", { name: /^Horarios libres en / });
    await expect(hint).toBeVisible();
    const firstHidden = ((await hint.textContent()) ?? "")
      .replace("Horarios libres en ", "")
      .split(/, | y /)[0];
    const hiddenHeader = page.getByRole("columnheader", { name: firstHidden, exact: true });
    await expect(hiddenHeader).not.toBeInViewport({ ratio: 1 });
    await hint.click();
    await expect(hiddenHeader).toBeInViewport({ ratio: 1 });
    await shoot(page, testInfo, "court-hint-scrolled-390");

    await page
      .getByRole("button", { name: new RegExp(`^${court.court_name}, ${start}, 1 h 30 min`) })
      .click();
    const sheet = page.getByRole("dialog", { name: "Confirma tu reserva" });
    await expect(sheet.getByText("1 h 30 min")).toBeVisible();
    await shoot(page, testInfo, "court-sheet-390");
    await sheet.getByRole("button", { name: "Confirmar reserva" }).click();
    await expect(page.getByRole("heading", { name: "¡Cancha reservada!" })).toBeVisible();
    await expect(page.getByText("Por pagar")).toBeVisible();
    // Both ways on stand whole on a phone, their labels not cut («Ver mis rese»).
    for (const action of [
      page.getByRole("link", { name: "Ver mis reservas" }),
      page.getByRole("button", { name: "Reservar otra" }),
    ]) {
      const label = action.locator(".mantine-Button-label");
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    await shoot(page, testInfo, "court-success-390");

    await page.getByRole("link", { name: "Ver mis reservas" }).click();
    await expect(page).toHaveURL(/\/reservas$/);
    const card = page
      .getByRole("article")
      .filter({ hasText: `${start} –` })
      .filter({ hasText: court.court_name });
    const mine = card.filter({ hasText: "Por pagar" }).first();
    await expect(mine).toBeVisible();
    await expect(
      mine.getByText(/^Puedes cancelarla hasta .+ \(\d+ horas? antes del inicio\)\.$/),
    ).toBeVisible();
    await shoot(page, testInfo, "reservas-390");

    // The calendar file comes from the shared generator, loaded on the click (under the app's CSP).
    const downloading = page.waitForEvent("download");
    await mine.getByRole("button", { name: "Agregar al calendario" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`reserva-${date}-${start.replace(":", "")}.ics`);
    const ics = await readFile(await download.path(), "utf8");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toContain(`SUMMARY:Pádel: ${court.court_name}`);

    await mine.getByRole("button", { name: "Cancelar reserva" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Cancelar esta reserva?" });
    await dialog.getByRole("button", { name: "Sí, cancelar" }).click();
    await expect(page.getByText("Reserva cancelada. El horario quedó libre.")).toBeVisible();
  });
});

test.describe("dos jugadores y un horario", () => {
  test.use({ user: "admin", viewport: DESKTOP });

  test("quien confirma segundo ve el 409 en español y la grilla al día", async ({
    page,
    request,
  }, testInfo) => {
    const { clubId, date, court, start, sheet } = await pickNinetyMinutes(page, request, 9);
    await expect(sheet).toBeVisible();
    await shoot(page, testInfo, "court-sheet-1366");

    // Meanwhile the other player takes it.
    const jugador = await apiToken(request, "jugador");
    const taken = await bookThroughApi(request, jugador, {
      club_id: clubId,
      court_id: court.id,
      date,
      start_time: start,
      duration_int: 90,
    });
    try {
      await sheet.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Ese horario ya está reservado. Elige otro." }),
      ).toBeVisible();
      await expect(sheet).toBeHidden();
      await expect(
        page.getByRole("button", { name: new RegExp(`^${court.court_name}, ${start}, `) }),
      ).toHaveCount(0);
      await shoot(page, testInfo, "court-409-1366");
    } finally {
      await cancelThroughApi(request, jugador, taken.slug);
    }
  });
});

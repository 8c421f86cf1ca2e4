import type { Page } from "@playwright/test";
import { apiToken, call } from "./admin-api";
import { expectAccessibleInEveryLook } from "./axe";
import { cancelThroughApi, playerBookingAhead } from "./booking-api";
import { expect, test } from "./fixtures";
import { bandedPng } from "./png";

const main = (page: Page) => page.getByRole("main");

test.describe.configure({ timeout: 120_000 });

test.describe("el muro del club", () => {
  test.use({ user: "admin" });

  test("un administrador publica con foto y un jugador comenta y da me gusta", async ({
    page,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const text = `Torneo de verano ${Date.now()}: inscripciones abiertas en recepción`;
    // A public match the demo player opens reaches the feed too (M3ra a M5ta: the administrator sees all).
    const { jugador, booking } = await playerBookingAhead(request, 5);
    await call(request, jugador, "POST", "/api/match/create_match", {
      booking_slug: booking.slug,
      open_places: 3,
      visibility: "public",
      strongest_category: "M3ra",
      weakest_category: "M5ta",
    });
    try {
      await page.goto("/feed");
      await expect(main(page).getByRole("heading", { name: "Novedades" })).toBeVisible();
      await main(page).getByRole("textbox", { name: "Nueva publicación" }).fill(text);
      await page.locator("input[type=file]:not([capture])").setInputFiles({
        name: "torneo.png",
        mimeType: "image/png",
        buffer: bandedPng(1600, 1200),
      });
      await expect(main(page).getByRole("img", { name: "Imagen elegida para la publicación" })).toBeVisible();
      await main(page).getByRole("button", { name: "Publicar" }).click();
      const post = main(page).getByRole("article").filter({ hasText: text });
      await expect(post.getByRole("img", { name: "Imagen de la publicación" })).toBeVisible();
      await expect(
        main(page).getByRole("article").filter({ hasText: "abrió un partido" }).first(),
      ).toBeVisible();
      await expectAccessibleInEveryLook(page, testInfo, "muro del administrador", { fullPage: true });

      // The demo player reads the same club's feed, likes the post and comments on it.
      const player = await browser.newContext({ baseURL });
      const token = await apiToken(request, "jugador");
      await player.addInitScript((jwt) => localStorage.setItem("userToken", jwt), token);
      const playerPage = await player.newPage();
      await playerPage.goto("/feed");
      const seen = main(playerPage).getByRole("article").filter({ hasText: text });
      await seen.getByRole("button", { name: "0 me gusta" }).click();
      await expect(seen.getByRole("button", { name: "1 me gusta", pressed: true })).toBeVisible();
      await seen.getByRole("button", { name: "0 comentarios" }).click();
      const sheet = playerPage.getByRole("dialog", { name: "Comentarios" });
      await sheet.getByRole("textbox", { name: "Tu comentario" }).fill("¡Me anoto con mi pareja!");
      await sheet.getByRole("button", { name: "Comentar", exact: true }).click();
      await expect(sheet.getByText("¡Me anoto con mi pareja!")).toBeVisible();
      await expectAccessibleInEveryLook(playerPage, testInfo, "comentarios del jugador");
      await sheet.getByRole("button", { name: "Cerrar comentarios" }).click();
      await expect(seen.getByRole("button", { name: "1 comentario" })).toBeVisible();
      await expectAccessibleInEveryLook(playerPage, testInfo, "muro del jugador", { fullPage: true });
      await player.close();

      // The administrator reads the reports through the API and on the Reportes view.
      const adminToken = await apiToken(request, "admin");
      const reports = await call<{ reports: unknown[] }>(
        request,
        adminToken,
        "GET",
        "/api/admin/feed/get_reports",
      );
      expect(Array.isArray(reports.reports)).toBe(true);
      await page.goto("/feed?vista=reportes");
      await expect(main(page).getByRole("radio", { name: "Reportes" })).toBeChecked();
      await expectAccessibleInEveryLook(page, testInfo, "reportes del muro");
    } finally {
      // The booking (and so its match) is let go, so later tests of this worker find the court free.
      await cancelThroughApi(request, jugador, booking.slug);
    }
  });
});

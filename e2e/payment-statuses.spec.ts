import type { Locator } from "@playwright/test";
import { EVERY_LOOK, expectAccessible, setLook } from "./axe";
import {
  cancelThroughApi,
  clubDate,
  playerBookingAhead,
  setDemoOnlinePayment,
  startPaymentThroughApi,
} from "./booking-api";
import { expect, test } from "./fixtures";

test.use({ user: "admin" });

/** Every badge inside shows its whole word: its label is not cut with an ellipsis. */
async function expectBadgesWhole(scope: Locator) {
  const cut = await scope
    .locator(".mantine-Badge-label")
    .evaluateAll((labels) =>
      labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent ?? ""),
    );
  expect(cut).toEqual([]);
}

test("/admin/pagos: un intento abandonado se lee «Abandonado» entero y sin «Liquidado», 1366 y 390 px, claro y oscuro", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // The demo club takes no online payment: for this test it asks 50 %, and goes back after.
  const restore = await setDemoOnlinePayment(request, 50);
  const { jugador, booking } = await playerBookingAhead(request, 13);
  try {
    // The player leaves the gateway's form with «Anular»: Webpay's return with TBK_TOKEN.
    const { redirect_url } = await startPaymentThroughApi(request, jugador, booking.slug, 100);
    const token = new URL(redirect_url, "http://localhost").pathname.split("/").pop() ?? "";
    const back = await request.get(`/api/payment/return?TBK_TOKEN=${token}`, { maxRedirects: 0 });
    expect(back.status()).toBe(303);

    const today = clubDate(0);
    const main = page.getByRole("main");
    await page.goto(`/admin/pagos?estado=abandoned&desde=${today}&hasta=${today}`);
    for (const look of EVERY_LOOK) {
      await setLook(page, look);
      const list = look.size === "desktop" ? main.getByRole("table", { name: "Pagos de reservas" }) : main;
      // Newest first: the attempt just abandoned leads the list.
      const first =
        look.size === "desktop"
          ? list.getByRole("row").filter({ hasText: booking.slug })
          : list.getByText("Abandonado", { exact: true }).first();
      await expect(first).toBeVisible();
      await expect(list).not.toContainText("Liquidado");
      await expectBadgesWhole(list);
      await expectAccessible(page, testInfo, `pagos abandonados ${look.scheme} ${look.size}`);
    }
    // The whole list, where long courts, names and channels squeeze the status column.
    await page.goto("/admin/pagos");
    for (const look of EVERY_LOOK) {
      await setLook(page, look);
      await expect(main.getByText("Abandonado", { exact: true }).first()).toBeVisible();
      await expectBadgesWhole(main);
      await expectAccessible(page, testInfo, `pagos ${look.scheme} ${look.size}`);
    }
  } finally {
    await cancelThroughApi(request, jugador, booking.slug);
    await restore();
  }
});

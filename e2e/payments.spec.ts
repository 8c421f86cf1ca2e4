import { apiToken, call, MOBILE } from "./admin-api";
import { EVERY_LOOK, expectAccessible, expectAccessibleInEveryLook, VIEWPORTS } from "./axe";
import {
  bookThroughApi,
  cancelThroughApi,
  clubDate,
  demoClubId,
  freeRun,
  pickNinetyMinutes,
  setDemoOnlinePayment,
} from "./booking-api";
import { expect, test } from "./fixtures";
import { shoot } from "./pictures";

/** The demo club asks 50 % online during each test here, and goes back to its setting after. */
function demoClubTakesOnlinePayment() {
  let restore: () => Promise<unknown> = async () => {};
  test.beforeEach(async ({ request }) => {
    restore = await setDemoOnlinePayment(request, 50);
  });
  test.afterEach(() => restore());
}

test.describe("pago en línea de una reserva", () => {
  test.use({ user: "jugador", viewport: MOBILE });
  demoClubTakesOnlinePayment();

  test("reserva 90 minutos en /court, abona el 50 % en la pasarela de prueba y ve «Abonado»; otro jugador no puede tomar ese horario", async ({
    page,
    request,
  }, testInfo) => {
    // The gateway page's form and the redirects after it run under the app's CSP (form-action 'self').
    const violations: string[] = [];
    page.context().on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    const { clubId, date, court, start, sheet } = await pickNinetyMinutes(page, request, 10);
    await sheet.getByRole("button", { name: "Confirmar reserva" }).click();
    await expect(page.getByRole("heading", { name: "¡Cancha reservada!" })).toBeVisible();
    await page.getByRole("link", { name: "Pagar" }).click();

    await expect(page).toHaveURL(/\/payment\/[A-Za-z0-9_-]+$/);
    await expect(page.getByRole("heading", { name: "Pago de tu reserva" })).toBeVisible();
    await expect(page.getByText(court.court_name)).toBeVisible();
    const slug = new URL(page.url()).pathname.split("/").at(-1) as string;
    await page.getByRole("radio", { name: /Abonar 50 %/ }).check();
    await page.getByRole("button", { name: /^Pagar \$/ }).click();

    await expect(page).toHaveURL(/\/api\/payment\/test_gateway\//);
    await expect(page.getByText("Pasarela de prueba — no se cobra dinero real")).toBeVisible();
    await page.getByRole("button", { name: "Aprobar pago" }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/${slug}\\?resultado=pagado$`));
    await expect(page.getByText("¡Pago recibido!")).toBeVisible();
    await expect(page.getByText("Abonado", { exact: true })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Pagar el saldo/ })).toBeVisible();
    await shoot(page, testInfo, "payment-paid-390");

    const admin = await apiToken(request, "admin");
    const second = await request.post("/api/booking/create_booking", {
      headers: { authorization: `Bearer ${admin}` },
      data: { club_id: clubId, court_id: court.id, date, start_time: start, duration_int: 90 },
    });
    expect(second.status()).toBe(409);
    expect((await second.json()).error.message).toBe("Ese horario ya está reservado. Elige otro.");

    await page.goto("/reservas");
    const card = page
      .getByRole("article")
      .filter({ hasText: `${start} –` })
      .filter({ hasText: court.court_name });
    await expect(card.getByText("Abonado")).toBeVisible();
    await expect(card.getByRole("link", { name: "Pagar el saldo" })).toHaveAttribute(
      "href",
      `/payment/${slug}`,
    );
    await cancelThroughApi(request, await apiToken(request, "jugador"), slug);
    expect(violations).toEqual([]);
  });

  test("el slug de otra persona, o uno inventado, lleva a /pago_no_encontrado", async ({ page, request }) => {
    const clubId = await demoClubId(request);
    const date = clubDate(11);
    const { court, start } = await freeRun(request, clubId, date, 2);
    const admin = await apiToken(request, "admin");
    const theirs = await bookThroughApi(request, admin, {
      club_id: clubId,
      court_id: court.id,
      date,
      start_time: start,
      duration_int: 60,
    });
    try {
      for (const slug of [theirs.slug, "AAAAAAAAAAAAAAAA1"]) {
        await page.goto(`/payment/${slug}`);
        await expect(page).toHaveURL(/\/pago_no_encontrado$/);
      }
    } finally {
      await cancelThroughApi(request, admin, theirs.slug);
    }
  });
});

test.describe("la pantalla de pago y la pasarela de prueba, vistas y con axe", () => {
  test.use({ user: "jugador" });
  demoClubTakesOnlinePayment();

  test("1366 y 390 px, claro y oscuro", async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const clubId = await demoClubId(request);
    const date = clubDate(12);
    const { court, start } = await freeRun(request, clubId, date);
    const jugador = await apiToken(request, "jugador");
    const booking = await bookThroughApi(request, jugador, {
      club_id: clubId,
      court_id: court.id,
      date,
      start_time: start,
      duration_int: 90,
    });
    try {
      await page.goto(`/payment/${booking.slug}`);
      await expect(page.getByRole("button", { name: /^Pagar \$/ })).toBeVisible();
      await expectAccessibleInEveryLook(page, testInfo, "pago");

      // The gateway's own page follows the device's scheme (prefers-color-scheme).
      const { redirect_url } = await call<{ redirect_url: string }>(
        request,
        jugador,
        "POST",
        `/api/payment/start/${booking.slug}`,
        { percentage: 100 },
      );
      await page.goto(redirect_url);
      await expect(page.getByRole("heading", { name: "Pagar reserva" })).toBeVisible();
      for (const look of EVERY_LOOK) {
        await page.setViewportSize(VIEWPORTS[look.size]);
        await page.emulateMedia({ colorScheme: look.scheme });
        await expectAccessible(page, testInfo, `pasarela de prueba ${look.scheme} ${look.size}`, {
          app: false,
        });
      }
      await page.getByRole("button", { name: "Anular y volver al comercio" }).click();
      await expect(page.getByText("Anulaste el pago")).toBeVisible();
    } finally {
      await cancelThroughApi(request, jugador, booking.slug);
    }
  });
});

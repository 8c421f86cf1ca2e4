import { formatClp, sharesText } from "@club/domain";
import type { APIRequestContext, Page } from "@playwright/test";
import { MOBILE } from "./admin-api";
import { EVERY_LOOK, expectAccessibleInEveryLook } from "./axe";
import {
  cancelThroughApi,
  playerBookingAhead,
  setDemoOnlinePayment,
  startPaymentThroughApi,
} from "./booking-api";
import { DEMO_PASSWORD, expect, test } from "./fixtures";
import { phone } from "./phones";

/**
 * Demo players (apps/server/src/seed/demo-players.ts) with the demo password: one of men's 4ta, inside the
 * match's 3ra to 5ta, and one of 1ra, outside it.
 */
const IN_RANGE = "pablo.figueroa";
const OUT_OF_RANGE = "martin.errazuriz";

type Match = { shares: number[] };

/** The test gateway's «Aprobar pago» sent without its page: the booker's half is not this journey's point. */
async function approveOnTestGateway(request: APIRequestContext, redirectUrl: string) {
  const back = await request.post(redirectUrl, { form: { decision: "approve" } });
  expect(back.url()).toMatch(/\?resultado=pagado$/);
}

const main = (page: Page) => page.getByRole("main");

/** Every look, the phone's first: the journey goes on at 390 px after the checks. */
const PHONE_FIRST = [...EVERY_LOOK].sort(
  (a, b) => (a.size === "phone" ? 0 : 1) - (b.size === "phone" ? 0 : 1),
);

test.use({ user: "jugador", viewport: MOBILE });

test("partido abierto con pago dividido: quien reservó lo abre y lo comparte, un jugador del rango se une y paga su parte, otro fuera del rango no entra", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // The club takes 50 % online: the booker pays their half, then the players who join pay their shares.
  const restore = await setDemoOnlinePayment(request, 50);
  let cancel = async () => {};
  try {
    const { jugador, booking } = await playerBookingAhead(request, 11);
    cancel = () => cancelThroughApi(request, jugador, booking.slug).then(() => {});
    const { court_name: court, start_time: start } = booking;
    const { redirect_url } = await startPaymentThroughApi(request, jugador, booking.slug, 50);
    await approveOnTestGateway(request, redirect_url);

    // 1. The booker opens it as a match from /reservas, for 3ra to 5ta, and shares it.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/reservas");
    const card = main(page)
      .getByRole("article")
      .filter({ hasText: court })
      .filter({ hasText: `${start} –` });
    await card.getByRole("button", { name: "Abrir partido" }).click();
    const dialog = page.getByRole("dialog", { name: "Abrir como partido" });
    await dialog.getByRole("combobox", { name: "Desde" }).click();
    await page.getByRole("option", { name: "M3ra" }).click();
    await dialog.getByRole("combobox", { name: "Hasta" }).click();
    await page.getByRole("option", { name: "M5ta" }).click();
    await dialog.getByRole("button", { name: "Abrir partido" }).click();

    await expect(page).toHaveURL(/\/match\/[A-Za-z0-9_-]+$/);
    const url = page.url();
    const slug = url.split("/").at(-1) as string;
    const { shares } = (await (await request.get(`/api/match/find_match/${slug}`)).json()) as Match;
    await expect(main(page).getByText(/^Reservaste esta cancha/)).toBeVisible();
    await expect(main(page).getByText("M3ra a M5ta")).toBeVisible();
    await main(page).getByRole("button", { name: "Copiar enlace" }).click();
    await expect(main(page).getByRole("button", { name: "Enlace copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const whatsapp = main(page).getByRole("link", { name: "WhatsApp" });
    const href = (await whatsapp.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const message = new URL(href).searchParams.get("text") ?? "";
    expect(message).toContain(`Partido de pádel en Club Demo Padel (${court})`);
    expect(message).toContain("M3ra a M5ta");
    expect(message).toContain(`3 cupos libres, ${sharesText(shares)}`);
    expect(message.endsWith(` ${url}`)).toBe(true);

    // 2. A player of 4ta, signed out, opens the link, signs in, comes back and joins.
    const player = await phone(browser, baseURL as string, request);
    await player.goto(url);
    await expect(main(player).getByRole("heading", { name: "Partido en Club Demo Padel" })).toBeVisible();
    await expect(main(player).getByText(new RegExp(`^${court} · .*${start} a `))).toBeVisible();
    await expect(main(player).getByText("3 cupos libres")).toBeVisible();
    await expect(main(player).getByText(sharesText(shares))).toBeVisible();
    await main(player).getByRole("link", { name: "Ingresa para unirte" }).click();
    await expect(player).toHaveURL(/\/login$/);
    await player.getByLabel("Usuario o correo").fill(IN_RANGE);
    await player.getByRole("textbox", { name: "Contraseña", exact: true }).fill(DEMO_PASSWORD);
    await player.getByRole("button", { name: "Ingresar" }).click();
    await expect(player).toHaveURL(url);
    await main(player)
      .getByRole("button", { name: `Unirme · ${sharesText(shares)}` })
      .click();
    await expect(main(player).getByText("Estás en este partido.")).toBeVisible();
    await expect(main(player).getByText("2 cupos libres")).toBeVisible();

    // Their share: the club's refund policy before the button, then the gateway.
    const payments = main(player).getByRole("region", { name: "Pagos" });
    // The booker paid half: a joiner owes the smallest of the four shares.
    const share = Math.min(...shares);
    await expect(
      payments.getByText(/^Si sales del partido hasta el .+, te devolvemos tu parte/),
    ).toBeVisible();
    // Each line's status reads whole on the phone, beside the booker's longer amounts.
    const cut = await payments
      .locator(".mantine-Badge-label")
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
    await expectAccessibleInEveryLook(player, testInfo, "partido con pagos", {
      looks: PHONE_FIRST,
      fullPage: true,
    });
    await payments.getByRole("button", { name: `Pagar mi parte · ${formatClp(share)}` }).click();
    await expect(player).toHaveURL(/\/api\/payment\/test_gateway\//);
    await expect(player.getByText(formatClp(share), { exact: true })).toBeVisible();
    await player.getByRole("button", { name: "Aprobar pago" }).click();

    await expect(player).toHaveURL(`${url}?resultado=pagado`);
    await expect(player.getByRole("status").filter({ hasText: "¡Pago recibido!" })).toContainText(
      "Pagaste tu parte del partido",
    );
    await expect(payments.getByRole("listitem").filter({ hasText: "Pablo F." })).toContainText("Pagó");
    await expect(payments.getByText(`Pagaste tu parte: ${formatClp(share)}.`)).toBeVisible();
    // The signed-out page and the booker's are checked in accessibility.spec.ts; the paid share here.
    await expectAccessibleInEveryLook(player, testInfo, "partido pagado", {
      looks: PHONE_FIRST.filter((look) => look.size === "phone"),
      fullPage: true,
    });
    await player.context().close();

    // 3. A player of 1ra is refused, in words.
    const outsider = await phone(browser, baseURL as string, request, OUT_OF_RANGE);
    await outsider.goto(url);
    const refusal = outsider.waitForResponse((r) => r.url().endsWith(`/api/match/join_match/${slug}`));
    await main(outsider)
      .getByRole("button", { name: /^Unirme · / })
      .click();
    expect((await refusal).status()).toBe(409);
    await expect(main(outsider).getByRole("alert")).toContainText(
      "Tu categoría (M1ra) no está en el rango del partido (M3ra a M5ta)",
    );
    await expect(main(outsider).getByText("2 cupos libres")).toBeVisible();
    await outsider.context().close();
  } finally {
    await cancel();
    await restore();
  }
});

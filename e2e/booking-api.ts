import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, call } from "./admin-api";

type Slot = { start_time: string; available: boolean };
type Court = { id: number; court_name: string; slots: Slot[] };
type Availability = { club: { id: number }; courts: Court[]; booking_window_days: number };
export type Booking = { slug: string; court_name: string; start_time: string; status: string };

/** A day of the club's calendar (Chile) some days ahead, as the app's date strip names it. */
export function clubDate(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Santiago" }).format(day);
}

export async function demoClubId(request: APIRequestContext): Promise<number> {
  const { data } = (await (await request.get("/api/clubs")).json()) as {
    data: { id: number; name: string }[];
  };
  const club = data.find((c) => c.name === "Club Demo Padel");
  if (!club) throw new Error("Club Demo Padel no está en /api/clubs");
  return club.id;
}

/**
 * The first court and start of a day with `blocks` free slots in a row (three for 90 minutes), and the
 * club's booking window.
 */
export async function freeRun(request: APIRequestContext, clubId: number, date: string, blocks = 3) {
  const day = (await (
    await request.get(`/api/booking/get_availability/${clubId}/${date}`)
  ).json()) as Availability;
  for (const court of day.courts) {
    for (let i = 0; i + blocks <= court.slots.length; i++) {
      const run = court.slots.slice(i, i + blocks);
      if (run.every((slot) => slot.available)) {
        return { court, start: run[0]?.start_time as string, windowDays: day.booking_window_days };
      }
    }
  }
  throw new Error(`Sin horarios libres el ${date}`);
}

/**
 * Sets the demo club's online payment share through its administrator's API (the seed leaves it at 0,
 * «Sin pago en línea», which turns online payment off); answers what puts the setting back.
 */
export async function setDemoOnlinePayment(request: APIRequestContext, percentage: 0 | 50 | 100) {
  const token = await apiToken(request, "admin");
  const { data } = await call<{ data: Record<string, unknown> }>(
    request,
    token,
    "GET",
    "/api/admin/club/get_club",
  );
  const { id: _id, logo: _logo, ...settings } = data;
  const update = (values: object) =>
    call(request, token, "PUT", "/api/admin/club/update_club", { data: values });
  await update({ ...settings, online_payment_percentage: percentage });
  return () => update(settings);
}

export function bookThroughApi(
  request: APIRequestContext,
  token: string,
  body: { club_id: number; court_id: number; date: string; start_time: string; duration_int: number },
) {
  return call<Booking>(request, token, "POST", "/api/booking/create_booking", body);
}

/** The demo player's 90-minute booking on the demo club's first free run `daysAhead`, with their token. */
export async function playerBookingAhead(request: APIRequestContext, daysAhead: number) {
  const clubId = await demoClubId(request);
  const date = clubDate(daysAhead);
  const { court, start } = await freeRun(request, clubId, date);
  const jugador = await apiToken(request, "jugador");
  const body = { club_id: clubId, court_id: court.id, date, start_time: start, duration_int: 90 };
  return { jugador, booking: await bookThroughApi(request, jugador, body) };
}

/** Starts an online payment of the booking; answers where the gateway's form is. */
export const startPaymentThroughApi = (
  request: APIRequestContext,
  token: string,
  slug: string,
  percentage: 50 | 100,
) => call<{ redirect_url: string }>(request, token, "POST", `/api/payment/start/${slug}`, { percentage });

export function cancelThroughApi(request: APIRequestContext, token: string, slug: string) {
  return call(request, token, "PUT", `/api/booking/cancel_booking/${slug}`);
}

/**
 * On /court of the demo club, some days ahead, picks the first start with three free slots for 90
 * minutes: the confirmation sheet opens. Answers what was picked.
 */
export async function pickNinetyMinutes(page: Page, request: APIRequestContext, daysAhead: number) {
  const clubId = await demoClubId(request);
  const date = clubDate(daysAhead);
  const { court, start } = await freeRun(request, clubId, date);
  await page.goto(`/court?club=${clubId}&fecha=${date}`);
  await page.getByRole("button", { name: new RegExp(`^${court.court_name}, ${start}, 1 h 30 min`) }).click();
  return { clubId, date, court, start, sheet: page.getByRole("dialog", { name: "Confirma tu reserva" }) };
}

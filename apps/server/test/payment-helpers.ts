import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { bookingPayments, bookings } from "../src/db/schema";
import { createBookableCourt } from "./booking-factories";
import { createClub, createPlayer } from "./factories";
import { bearer, type TestApp } from "./harness";

/** The player asks for 90 minutes at 10:00 on 2026-11-24 on `court` of `club`, off-peak: 22.000 pesos. */
export const bookNinetyAtTen = (t: TestApp, token: string, club: { id: number }, court: { id: number }) =>
  t.app.inject({
    method: "POST",
    url: "/api/booking/create_booking",
    headers: bearer(token),
    payload: {
      club_id: club.id,
      court_id: court.id,
      date: "2026-11-24",
      start_time: "10:00",
      duration_int: 90,
    },
  });

/** A player with an unpaid online booking (p0, held) of 90 minutes off-peak: 22.000 pesos. */
export async function playerWithBooking(
  t: TestApp,
  club: { onlinePaymentPercentage?: number; bookingHoldMinutes?: number } = {},
) {
  const row = await createClub(t.ctx.db, { onlinePaymentPercentage: 50, ...club });
  const court = await createBookableCourt(t.ctx.db, row.id, { name: "Cancha Central" });
  return { club: row, court, ...(await playerBooking(t, court)) };
}

/** A new player's online booking of `court` on 2026-11-24 at 10:00 for 90 minutes, through the API. */
export async function playerBooking(t: TestApp, court: { id: number; clubId: number }) {
  const player = await createPlayer(t.ctx.db, t.ctx.tokens);
  const res = await bookNinetyAtTen(t, player.token, { id: court.clubId }, court);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { player, booking: res.json() as { id: number; slug: string; price: number } };
}

export function startPayment(t: TestApp, token: string, slug: string, percentage: number) {
  return t.app.inject({
    method: "POST",
    url: `/api/payment/start/${slug}`,
    headers: bearer(token),
    payload: { percentage },
  });
}

export async function bookingRow(t: TestApp, id: number) {
  const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

export function paymentsOf(t: TestApp, bookingId: number) {
  return t.ctx.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId));
}

/** The columns of a booking payment written straight into the table. */
export type NewBookingPayment = typeof bookingPayments.$inferInsert;

/** Booking payments stored as they are (online ones settled by the gateway, past ones), without the API. */
export const insertBookingPayment = (db: Db, values: NewBookingPayment | NewBookingPayment[]) =>
  db.insert(bookingPayments).values([values].flat());

/**
 * Takes a payment through the built-in test gateway's page: `decision` (approve, reject, abandon) posted
 * there, then the browser's return to our address; answers where that return sent the browser.
 */
export async function throughTestGateway(t: TestApp, page: string, decision: string) {
  const chosen = await t.app.inject({
    method: "POST",
    url: page,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `decision=${decision}`,
  });
  if (chosen.statusCode !== 303) throw new Error(`the test gateway answered ${chosen.statusCode}`);
  const back = await t.app.inject({ method: "GET", url: String(chosen.headers.location) });
  if (back.statusCode !== 303) throw new Error(`the return answered ${back.statusCode}`);
  return String(back.headers.location);
}

/**
 * Approves a payment started through the API, whichever gateway the app has: Webpay (the fake one commits
 * and authorizes at the return with its token_ws) or the built-in test gateway's page.
 */
export async function approvePayment(
  t: TestApp,
  started: { redirect_url: string; post_fields: Record<string, string> | null },
) {
  const token = started.post_fields?.token_ws;
  if (!token) return throughTestGateway(t, started.redirect_url, "approve");
  const back = await t.app.inject({ method: "GET", url: `/api/payment/return?token_ws=${token}` });
  return String(back.headers.location);
}

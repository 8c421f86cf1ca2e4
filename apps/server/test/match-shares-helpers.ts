import { and, eq } from "drizzle-orm";
import { bookingPayments, bookings, type clubs } from "../src/db/schema";
import { createBookableCourt } from "./booking-factories";
import { createClub, createPlayer } from "./factories";
import { bearer, type TestApp } from "./harness";
import { approvePayment, bookNinetyAtTen, startPayment } from "./payment-helpers";

type Player = Awaited<ReturnType<typeof createPlayer>>;

/**
 * A match of four on 2026-11-24 at 10:00, 90 minutes off-peak (22.000 pesos, 5.500 a share), at a club that
 * asks half online when booking: its booker (who paid `bookerPays` % of it through the test gateway, so the
 * booking holds its court for good, or nothing: it is still an unpaid hold), and three players who joined
 * its three open places.
 */
export async function fullMatch(
  t: TestApp,
  opts: { club?: Partial<typeof clubs.$inferInsert>; bookerPays?: 50 | 100 | 0 } = {},
) {
  const row = await createClub(t.ctx.db, { onlinePaymentPercentage: 50, ...opts.club });
  const court = await createBookableCourt(t.ctx.db, row.id);
  const booker = await createPlayer(t.ctx.db, t.ctx.tokens);
  const booked = await bookNinetyAtTen(t, booker.token, row, court);
  if (booked.statusCode !== 200) throw new Error(booked.body);
  const booking = booked.json() as { id: number; slug: string; price: number };
  const bookerPays = opts.bookerPays ?? 50;
  if (bookerPays > 0) {
    const started = await startPayment(t, booker.token, booking.slug, bookerPays);
    await approvePayment(t, started.json());
  }
  const opened = await t.app.inject({
    method: "POST",
    url: "/api/match/create_match",
    headers: bearer(booker.token),
    payload: { booking_slug: booking.slug, open_places: 3, visibility: "public" },
  });
  if (opened.statusCode !== 200) throw new Error(opened.body);
  const { slug } = opened.json() as { slug: string };
  const joiners: Player[] = [];
  for (let i = 0; i < 3; i++) {
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/match/join_match/${slug}`,
      headers: bearer(player.token),
      payload: {},
    });
    if (joined.statusCode !== 200) throw new Error(joined.body);
    joiners.push(player);
  }
  return { club: row, booker, booking, slug, joiners };
}

export const payShare = (t: TestApp, token: string, slug: string) =>
  t.app.inject({ method: "POST", url: `/api/match/pay_share/${slug}`, headers: bearer(token) });

export const matchPayments = (t: TestApp, token: string, slug: string) =>
  t.app.inject({ method: "GET", url: `/api/match/get_match_payments/${slug}`, headers: bearer(token) });

export const leaveMatch = (t: TestApp, token: string, slug: string) =>
  t.app.inject({ method: "PUT", url: `/api/match/leave_match/${slug}`, headers: bearer(token) });

/** The booking's shares as stored: whose, how much, and how each ended, oldest first. */
export const sharesOf = (t: TestApp, bookingId: number) =>
  t.ctx.db
    .select({
      playerId: bookingPayments.playerId,
      amount: bookingPayments.amount,
      status: bookingPayments.status,
    })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(bookingPayments.id);

/** The gateway's token of the player's share payment of the booking (their first one). */
export async function shareToken(t: TestApp, bookingId: number, playerId: number) {
  const [row] = await t.ctx.db
    .select({ token: bookingPayments.gatewayToken })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.playerId, playerId)))
    .orderBy(bookingPayments.id)
    .limit(1);
  return row?.token ?? "";
}

/** A booking priced by hand, as a club's own price band could make it. */
export const setBookingPrice = (t: TestApp, id: number, price: number) =>
  t.ctx.db.update(bookings).set({ price }).where(eq(bookings.id, id));

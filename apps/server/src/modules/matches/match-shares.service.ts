import { joinerShare, joinSlug, shortName } from "@club/domain";
import type { Db, DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/app-error";
import { isLivePlayerOfBooking, paidShareOf, sharePaymentsOf } from "../bookings/booking-shares.repository";
import { cancelDeadline } from "../bookings/bookings.service";
import { insertBookingPayment, sumPaid } from "../bookings/staff-bookings.repository";
import type { GatewayRedirect, PaymentGateway } from "../payments/payment-gateway";
import { openOnGateway } from "../payments/payment-start.service";
import { lockBookingForPayment } from "../payments/payments.repository";
import { livePlayersOf } from "./matches.repository";
import { matchBySlug } from "./matches.service";

/** The booking as the share's rules read it. */
type ShareBooking = {
  price: number;
  cancelledAt: Date | null;
  holdUntil: Date | null;
  /** What the club asks online at booking: 0 means it takes no online payment at all. */
  onlinePercentage: number;
};

/** Why a player of the match cannot pay their share online now; null when they can. */
function shareBlock(booking: ShareBooking, paid: number, ownPaid: boolean): string | null {
  if (ownPaid) return "Ya pagaste tu parte de este partido";
  if (booking.cancelledAt) return "La reserva de este partido fue cancelada";
  if (booking.price - paid <= 0) {
    return "La reserva ya está pagada completa: arregla tu parte con quien reservó";
  }
  if (booking.onlinePercentage === 0) return "Este club no recibe pagos en línea: paga tu parte en recepción";
  if (booking.holdUntil !== null) {
    return "Quien reservó aún no paga la reserva: podrás pagar tu parte cuando la confirme";
  }
  return null;
}

/**
 * A player who joined pays their share online: under the booking's lock the share still owed is stored
 * as a pending payment of theirs, then the gateway opens it. The booker pays the booking from their own
 * bookings instead; anyone else is not in the match (409, in words).
 */
export async function startSharePayment(
  db: Db,
  gateway: PaymentGateway,
  input: { userId: number; slug: string; now: Date },
): Promise<GatewayRedirect> {
  const row = await matchBySlug(db, input.slug, input.now);
  if (row.userId === input.userId) {
    throw conflict("Reservaste esta cancha: paga la reserva desde Mis reservas");
  }
  const payment = await db.transaction(async (tx) => {
    const booking = await lockBookingForPayment(tx, row.bookingId);
    if (!booking) throw notFound("Partido no encontrado");
    if (!(await isLivePlayerOfBooking(tx, booking.id, input.userId))) {
      throw conflict("Únete al partido para pagar tu parte");
    }
    const paid = await sumPaid(tx, booking.id);
    const ownPaid = (await paidShareOf(tx, booking.id, input.userId)) !== null;
    const blocked = shareBlock({ ...booking, onlinePercentage: booking.clubPercentage }, paid, ownPaid);
    if (blocked) throw conflict(blocked);
    const amount = Math.min(joinerShare(booking.price), booking.price - paid);
    const stored = await insertBookingPayment(tx, {
      clubId: booking.clubId,
      bookingId: booking.id,
      channel: "online",
      method: gateway.method,
      percentage: null,
      playerId: input.userId,
      amount,
      status: "pending",
      createdBy: input.userId,
      createdAt: input.now,
    });
    return { id: stored.id, amount };
  });
  const bookingSlug = joinSlug(row.bookingSlugToken, row.bookingId);
  return openOnGateway(db, gateway, { bookingId: row.bookingId, bookingSlug, payment, now: input.now });
}

export type PlayerShareView = {
  username: string;
  name: string;
  booker: boolean;
  amount: number;
  paidAmount: number;
  status: "paid" | "partial" | "pending" | "covered" | "unpaid";
};

/**
 * Who paid what in a match, for its players only (anyone else: 404, as a match they cannot see): each
 * joined player's share and what they paid of it; the booker's place owes the rest of the price and counts
 * every other payment of the booking (their own, at the counter, a share kept when its player left).
 */
export async function matchPayments(db: DbOrTx, input: { userId: number; slug: string; now: Date }) {
  const row = await matchBySlug(db, input.slug, input.now);
  const players = await livePlayersOf(db, [row.id]);
  const own = players.find((p) => p.userId === input.userId);
  if (row.userId !== input.userId && !own) throw notFound("Partido no encontrado");
  const [paid, payments] = await Promise.all([
    sumPaid(db, row.bookingId),
    sharePaymentsOf(db, row.bookingId, input.now),
  ]);
  const share = joinerShare(row.price);
  const covered = paid >= row.price;
  const joinerShares = players.map((player): PlayerShareView & { userId: number } => {
    const theirs = payments.filter((p) => p.playerId === player.userId);
    const paidAmount = theirs.filter((p) => p.status === "paid").reduce((sum, p) => sum + p.amount, 0);
    const pending = theirs.some((p) => p.status === "pending");
    return {
      userId: player.userId,
      username: player.username,
      name: shortName(player.name, player.lastname),
      booker: false,
      amount: share,
      paidAmount,
      status: paidAmount > 0 ? "paid" : pending ? "pending" : covered ? "covered" : "unpaid",
    };
  });
  const bookerAmount = row.price - share * players.length;
  const bookerPaid = paid - joinerShares.reduce((sum, s) => sum + s.paidAmount, 0);
  const bookerShare: PlayerShareView = {
    username: row.bookerUsername,
    name: shortName(row.bookerName, row.bookerLastname),
    booker: true,
    amount: bookerAmount,
    paidAmount: bookerPaid,
    status: bookerPaid >= bookerAmount ? "paid" : bookerPaid > 0 ? "partial" : "unpaid",
  };
  const ownPaid = joinerShares.some((s) => s.userId === own?.userId && s.paidAmount > 0);
  return {
    price: row.price,
    paid,
    covered,
    refundPolicy: row.clubShareRefund as "refund" | "keep",
    leaveUntil: cancelDeadline(row),
    shares: [bookerShare, ...joinerShares.map(({ userId: _, ...view }) => view)],
    ownShare: own ? { amount: share, paid: ownPaid } : null,
    blockedReason: own
      ? shareBlock({ ...row, onlinePercentage: row.onlinePaymentPercentage }, paid, ownPaid)
      : null,
  };
}

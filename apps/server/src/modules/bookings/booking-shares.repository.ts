import { and, asc, eq, exists, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { paymentStatusAt } from "../../db/payment-status";
import { bookingPayments, clubs, matches, matchPlayers, users } from "../../db/schema";

/** Whether the player holds a live place in the match of this booking (they joined and did not leave). */
export async function isLivePlayerOfBooking(db: DbOrTx, bookingId: number, userId: number) {
  const rows = await db
    .select({ id: matchPlayers.id })
    .from(matchPlayers)
    .innerJoin(matches, eq(matches.id, matchPlayers.matchId))
    .where(
      and(eq(matches.bookingId, bookingId), eq(matchPlayers.userId, userId), isNull(matchPlayers.leftAt)),
    )
    .limit(1);
  return rows.length > 0;
}

/** The player's paid share of the booking, if any (the unique index allows one). */
export async function paidShareOf(db: DbOrTx, bookingId: number, playerId: number) {
  const [row] = await paidShares(db, bookingId, playerId);
  return row ?? null;
}

/** The same, its row locked until the transaction ends (a return of its payment waits, or is waited on). */
export async function lockPaidShareOf(db: DbOrTx, bookingId: number, playerId: number) {
  const [row] = await paidShares(db, bookingId, playerId).for("update");
  return row ?? null;
}

/** The booking's paid shares (one player's when named), with what giving one back needs. */
function paidShares(db: DbOrTx, bookingId: number, playerId?: number) {
  return db
    .select({
      id: bookingPayments.id,
      clubId: bookingPayments.clubId,
      playerId: bookingPayments.playerId,
      channel: bookingPayments.channel,
      amount: bookingPayments.amount,
    })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        playerId === undefined ? isNotNull(bookingPayments.playerId) : eq(bookingPayments.playerId, playerId),
        eq(bookingPayments.status, "paid"),
      ),
    );
}

/** The booking's payments of players' shares, oldest first, each with its status at `now`. */
export function sharePaymentsOf(db: DbOrTx, bookingId: number, now: Date) {
  return db
    .select({
      playerId: bookingPayments.playerId,
      amount: bookingPayments.amount,
      status: paymentStatusAt(now),
    })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), isNotNull(bookingPayments.playerId)))
    .orderBy(asc(bookingPayments.id));
}

/** Gives a paid share back: it stops counting toward the booking (only `paid` rows are summed). */
export async function markShareRefunded(db: DbOrTx, id: number, now: Date) {
  await db
    .update(bookingPayments)
    .set({ status: "refunded", refundedAt: now })
    .where(and(eq(bookingPayments.id, id), eq(bookingPayments.status, "paid")));
}

/** The payment `id`, when it is a share paid online and since marked given back. */
const refundedOnline = (id: number) =>
  and(
    eq(bookingPayments.id, id),
    eq(bookingPayments.status, "refunded"),
    eq(bookingPayments.channel, "online"),
  );

/** A refunded online share with what the gateway needs to give it back. */
export async function refundedOnlineShare(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ token: bookingPayments.gatewayToken, amount: bookingPayments.amount })
    .from(bookingPayments)
    .where(refundedOnline(id));
  return row?.token ? { token: row.token, amount: row.amount } : null;
}

/** A share given back online: whose it was, of which booking, for the club to hand it back itself. */
export async function refundedShareOwner(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      clubId: bookingPayments.clubId,
      bookingId: bookingPayments.bookingId,
      amount: bookingPayments.amount,
      name: users.name,
      lastname: users.lastname,
    })
    .from(bookingPayments)
    .innerJoin(users, eq(users.id, bookingPayments.playerId))
    .where(refundedOnline(id));
  return row ?? null;
}

/** Every paid share of the booking, locked until the transaction ends. */
export function lockPaidSharesOf(db: DbOrTx, bookingId: number) {
  return paidShares(db, bookingId).for("update");
}

/** Whether the club gives a leaving player's paid share back (`refund`) or keeps it (`keep`). */
export async function shareRefundPolicy(db: DbOrTx, clubId: number): Promise<string> {
  const [row] = await db.select({ policy: clubs.matchShareRefund }).from(clubs).where(eq(clubs.id, clubId));
  return row?.policy ?? "refund";
}

/**
 * The players who joined the booking's match, in join order, each with whether their share is paid; null
 * when the booking is no match.
 */
export async function matchPlayersOfBooking(db: DbOrTx, bookingId: number) {
  const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.bookingId, bookingId));
  if (!match) return null;
  const paidShare = db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        eq(bookingPayments.playerId, matchPlayers.userId),
        eq(bookingPayments.status, "paid"),
      ),
    );
  return db
    .select({
      playerId: matchPlayers.userId,
      name: users.name,
      lastname: users.lastname,
      paid: sql<boolean>`${exists(paidShare)}`,
    })
    .from(matchPlayers)
    .innerJoin(users, eq(users.id, matchPlayers.userId))
    .where(and(eq(matchPlayers.matchId, match.id), isNull(matchPlayers.leftAt)))
    .orderBy(asc(matchPlayers.id));
}

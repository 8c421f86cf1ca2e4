import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { enqueueJob, jobType } from "../jobs/job-types";
import { statusByMoney } from "./booking-charge";
import {
  lockPaidShareOf,
  lockPaidSharesOf,
  markShareRefunded,
  shareRefundPolicy,
} from "./booking-shares.repository";
import { lockClubBooking, sumPaid, updateClubBooking } from "./staff-bookings.repository";

/**
 * Gives a player's share, paid online, back to their card: owed in the transaction that decided it (the
 * player left the match, or the booking was cancelled). The payments module runs it through the gateway.
 */
export const shareRefundJob = jobType("share-refund", z.object({ paymentId: z.number().int() }));

type PaidShare = { id: number; channel: string };

/** The share stops counting toward the booking; one paid online goes back to the card by a job, once. */
async function refund(tx: DbOrTx, share: PaidShare, now: Date) {
  await markShareRefunded(tx, share.id, now);
  if (share.channel === "online") await enqueueJob(tx, shareRefundJob, { paymentId: share.id });
}

/**
 * A player leaving the match, in the leave's transaction: with the club's `refund` policy their paid share
 * is given back and the booking's status follows the money still paid; with `keep` the club keeps it. The
 * booking's lock comes first: a return of this player's pending payment holds it while it commits, so the
 * share is read paid once that return is in, or the return finds the player gone and expires the payment.
 */
export async function refundShareOnLeave(
  tx: DbOrTx,
  input: { clubId: number; bookingId: number; userId: number; now: Date },
) {
  const booking = await lockClubBooking(tx, { clubId: input.clubId, id: input.bookingId });
  const share = booking && (await lockPaidShareOf(tx, input.bookingId, input.userId));
  if (!booking || !share || (await shareRefundPolicy(tx, input.clubId)) !== "refund") return;
  await refund(tx, share, input.now);
  const status = statusByMoney(booking, await sumPaid(tx, booking.id));
  await updateClubBooking(tx, booking, { ...status, updatedAt: input.now });
}

/**
 * A cancelled booking's match is not played: every share its players paid goes back to them, whatever
 * the club's policy, in the cancellation's transaction (which already holds the booking's row).
 */
export async function refundSharesOfCancelled(tx: DbOrTx, input: { bookingId: number; now: Date }) {
  for (const share of await lockPaidSharesOf(tx, input.bookingId)) await refund(tx, share, input.now);
}

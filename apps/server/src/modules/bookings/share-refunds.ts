import { formatClp } from "@club/domain";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { enqueueJob, jobType } from "../jobs/job-types";
import { PLAYER_NOTICE_TYPES } from "../notifications/notice-audience";
import { notifyPlayers } from "../notifications/notifications.service";
import { statusByMoney } from "./booking-charge";
import { matchSlugOf } from "./booking-rows.repository";
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

type PaidShare = { id: number; clubId: number; playerId: number | null; channel: string; amount: number };

/**
 * The system gives back only what the gateway took: a share paid online stops counting toward the booking
 * and a job returns it to the card, once. A share paid in cash at the counter stays paid here: the club
 * hands it back at the counter, from a register, as its own cash movement (the policy on screen says so),
 * so no register's expected cash changes behind the operator's back.
 */
async function refund(tx: DbOrTx, share: PaidShare, bookingId: number, now: Date) {
  if (share.channel !== "online" || share.playerId === null) return false;
  await markShareRefunded(tx, share.id, now);
  await enqueueJob(tx, shareRefundJob, { paymentId: share.id });
  await notifyPlayers(tx, share.clubId, [share.playerId], {
    type: PLAYER_NOTICE_TYPES.shareRefunded,
    title: "Te devolvimos tu parte",
    message: `${formatClp(share.amount)} vuelven a la tarjeta con que pagaste; tu banco puede tardar unos días en mostrarlo.`,
    link: await matchPageOf(tx, bookingId),
  });
  return true;
}

const matchPageOf = async (tx: DbOrTx, bookingId: number) => {
  const slug = await matchSlugOf(tx, bookingId);
  return slug && `/match/${slug}`;
};

/**
 * A player leaving the match, in the leave's transaction: with the club's `refund` policy their share paid
 * online is given back and the booking's status follows the money still paid; with `keep` the club keeps
 * it. The booking's lock comes first: a return of this player's pending payment holds it while it commits,
 * so the share is read paid once that return is in, or the return finds the player gone and expires it.
 */
export async function refundShareOnLeave(
  tx: DbOrTx,
  input: { clubId: number; bookingId: number; userId: number; now: Date },
) {
  const booking = await lockClubBooking(tx, { clubId: input.clubId, id: input.bookingId });
  const share = booking && (await lockPaidShareOf(tx, input.bookingId, input.userId));
  if (!booking || !share || (await shareRefundPolicy(tx, input.clubId)) !== "refund") return;
  if (!(await refund(tx, share, input.bookingId, input.now))) return;
  const status = statusByMoney(booking, await sumPaid(tx, booking.id));
  await updateClubBooking(tx, booking, { ...status, updatedAt: input.now });
}

/**
 * A cancelled booking's match is not played: every share its players paid online goes back to them,
 * whatever the club's policy, in the cancellation's transaction (which already holds the booking's row).
 */
export async function refundSharesOfCancelled(tx: DbOrTx, input: { bookingId: number; now: Date }) {
  for (const share of await lockPaidSharesOf(tx, input.bookingId)) {
    await refund(tx, share, input.bookingId, input.now);
  }
}

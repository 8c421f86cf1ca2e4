import type { DbOrTx } from "../../db/client";
import { lockPaidShareOf, markShareRefunded } from "../bookings/booking-shares.repository";
import { sumPaid, updateClubBooking } from "../bookings/staff-bookings.repository";
import { enqueueJob } from "../jobs/job-types";
import { statusByMoney } from "./payment-return.service";
import { lockBookingForPayment } from "./payments.repository";
import { shareRefundJob } from "./share-refund.jobs";

/**
 * A player leaving the match, in the leave's transaction: with the club's `refund` policy their paid share
 * stops counting toward the booking (its status follows the money still paid) and, when it was paid
 * online, a job gives it back to their card, once. With `keep` the club keeps it. The booking's lock comes
 * first: a return of this player's pending payment holds it while it commits, so the share is read paid
 * once that return is in, or the return finds the player gone and expires the payment.
 */
export async function refundShareOnLeave(
  tx: DbOrTx,
  input: { bookingId: number; userId: number; now: Date },
) {
  const booking = await lockBookingForPayment(tx, input.bookingId);
  const share = booking && (await lockPaidShareOf(tx, input.bookingId, input.userId));
  if (!share || !booking || booking.clubShareRefund !== "refund") return;
  await markShareRefunded(tx, share.id, input.now);
  const status = statusByMoney(booking, await sumPaid(tx, booking.id));
  await updateClubBooking(tx, booking, { ...status, updatedAt: input.now });
  if (share.channel === "online") await enqueueJob(tx, shareRefundJob, { paymentId: share.id });
}

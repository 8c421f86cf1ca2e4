import {
  type BookingPaymentPercentage,
  type BookingStatusCode,
  bookingTakesPayment,
  paidStatus,
  receptionCharge,
  statusAfterRefund,
} from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { conflict } from "../../http/app-error";
import { enqueueJob } from "../jobs/job-types";
import { bookingConfirmationMailJob } from "./booking-mail.jobs";
import { sumPaid, updateClubBooking } from "./staff-bookings.repository";

type LockedBooking = {
  id: number;
  clubId: number;
  price: number;
  paymentPercentage: number;
  status: string;
  bookingType: string;
};

export const NOT_CHARGEABLE_MESSAGE = "Una mantención o una cancha bloqueada no se cobra";

/**
 * What is left to take, at the counter, to bring a booking locked by the caller to `percentage` of its
 * price, given everything already paid (online, at reception, in paid sales). 409 when nothing is left,
 * and for a maintenance or a blocked court, which are never charged (at the counter nor in a sale).
 */
export async function owedForShare(
  tx: DbOrTx,
  booking: LockedBooking,
  percentage: BookingPaymentPercentage,
): Promise<number> {
  if (!bookingTakesPayment(booking.status, booking.bookingType)) throw conflict(NOT_CHARGEABLE_MESSAGE);
  const amount = receptionCharge(booking.price, percentage, await sumPaid(tx, booking.id));
  if (amount <= 0) {
    throw conflict(
      percentage === 100 || booking.paymentPercentage === 100
        ? "La reserva ya está pagada"
        : "La reserva ya tiene abonado el 50 %",
    );
  }
  return amount;
}

/**
 * The booking paid up to `percentage` (p50 Abonado or p100 Pagado). A held online booking paid at the
 * counter is confirmed now, as by an online payment: when this lifted its hold, its confirmation e-mail
 * is owed from the same transaction.
 */
export async function markBookingPaid(
  tx: DbOrTx,
  booking: LockedBooking & { holdUntil: Date | null },
  percentage: BookingPaymentPercentage,
  now: Date,
): Promise<void> {
  await updateClubBooking(tx, booking, {
    status: paidStatus(percentage),
    paymentPercentage: percentage,
    holdUntil: null,
    updatedAt: now,
  });
  if (booking.holdUntil !== null) {
    await enqueueJob(tx, bookingConfirmationMailJob, { clubId: booking.clubId, id: booking.id });
  }
}

/**
 * The booking's status and paid share once `paid` pesos count toward its price (a player's share in, or
 * given back): paid (p100) when they cover it, half paid (p50) when they cover half, else as it was.
 */
export function statusByMoney(
  booking: { price: number; status: string; paymentPercentage: number },
  paid: number,
) {
  const before = { status: booking.status as BookingStatusCode, percentage: booking.paymentPercentage };
  const after = statusAfterRefund(booking.price, paid, before);
  return { status: after.status, paymentPercentage: after.percentage };
}

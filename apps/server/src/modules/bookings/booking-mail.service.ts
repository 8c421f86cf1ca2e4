import type { AppContext } from "../../context";
import { handleJob, type JobHandler } from "../jobs/job-types";
import { findSessionUser } from "../users/users.repository";
import {
  bookingCancellationMailJob,
  bookingConfirmationMailJob,
  onlinePaymentMailJob,
} from "./booking-mail.jobs";
import {
  cancellationMail,
  confirmationMail,
  type MailedBooking,
  type OnlinePaymentFacts,
  onlinePaymentMail,
} from "./booking-mails";
import { toBookingView } from "./booking-view";
import { findClubBooking } from "./staff-bookings.repository";

type Deps = Pick<AppContext, "db" | "mailer" | "config" | "now">;

/** A booking of a club, by id. */
export type BookingRef = { clubId: number; id: number };

/** The booking as its e-mails read it, once committed; null for a walk-in or a block (no address). */
async function mailedBooking(deps: Deps, ref: BookingRef) {
  const row = await findClubBooking(deps.db, ref);
  if (!row?.userEmail || row.userName === null) return null;
  const booking: MailedBooking = {
    view: toBookingView(row),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    playerEmail: row.userEmail,
    playerName: row.userName,
    paidAmount: row.paidAmount,
  };
  return { booking, cancelReason: row.cancelReason };
}

/**
 * Mails the player their confirmation with the calendar file, once the booking is confirmed: at creation
 * when the club asks no online payment, else by the payment that lifts the hold.
 */
export async function mailBookingConfirmation(deps: Deps, ref: BookingRef): Promise<void> {
  const found = await mailedBooking(deps, ref);
  if (!found || found.booking.view.cancelled) return;
  await deps.mailer.send(confirmationMail(found.booking, deps.config.publicUrl, deps.now()));
}

/**
 * Mails the player that their booking was cancelled, by the club or by themselves, with the reason; a
 * walk-in gets nothing.
 */
export async function mailCancellation(deps: Deps, ref: BookingRef & { by: "club" | "player" }) {
  const found = await mailedBooking(deps, ref);
  if (!found?.cancelReason) return;
  const cancel = { by: ref.by, reason: found.cancelReason };
  await deps.mailer.send(cancellationMail(found.booking, cancel, deps.config.publicUrl));
}

/**
 * Mails the receipt of an online payment the gateway confirmed, once per payment: to the booker, or to the
 * player whose share of the match it paid.
 */
export async function mailOnlinePayment(
  deps: Deps,
  ref: BookingRef,
  { playerId, ...payment }: OnlinePaymentFacts & { playerId?: number | null },
) {
  const found = await mailedBooking(deps, ref);
  if (!found) return;
  if (!playerId) {
    await deps.mailer.send(onlinePaymentMail(found.booking, payment, deps.config.publicUrl));
    return;
  }
  const player = await findSessionUser(deps.db, playerId);
  if (!player) return;
  const mailed = { ...found.booking, playerEmail: player.email, playerName: player.name };
  await deps.mailer.send(onlinePaymentMail(mailed, { ...payment, share: true }, deps.config.publicUrl));
}

/** The jobs of the bookings' e-mails. */
export const bookingMailJobs = (deps: Deps): JobHandler[] => [
  handleJob(bookingConfirmationMailJob, (ref) => mailBookingConfirmation(deps, ref)),
  handleJob(bookingCancellationMailJob, (ref) => mailCancellation(deps, ref)),
  handleJob(onlinePaymentMailJob, ({ clubId, id, ...payment }) =>
    mailOnlinePayment(deps, { clubId, id }, payment),
  ),
];

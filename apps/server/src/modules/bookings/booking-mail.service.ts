import type { AppContext } from "../../context";
import { clubCancellationMail, confirmationMail, type MailedBooking } from "./booking-mails";
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
  };
  return { booking, cancelReason: row.cancelReason };
}

/**
 * Mails the player their confirmation with the calendar file. Run after answering, once the booking is
 * confirmed: at creation when the club asks no online payment, else by the payment that lifts the hold.
 */
export async function mailBookingConfirmation(deps: Deps, ref: BookingRef): Promise<void> {
  const found = await mailedBooking(deps, ref);
  if (!found || found.booking.view.cancelled) return;
  await deps.mailer.send(confirmationMail(found.booking, deps.config.publicUrl, deps.now()));
}

/** Mails the player that the club cancelled their booking, with the reason; a walk-in gets nothing. */
export async function mailClubCancellation(deps: Deps, ref: BookingRef): Promise<void> {
  const found = await mailedBooking(deps, ref);
  if (!found?.cancelReason) return;
  await deps.mailer.send(clubCancellationMail(found.booking, found.cancelReason));
}

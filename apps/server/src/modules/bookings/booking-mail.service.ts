import type { AppContext } from "../../context";
import { clubCancellationMail, confirmationMail, type MailedBooking } from "./booking-mails";
import { findBookingWithPlayer } from "./booking-rows.repository";
import { toBookingView } from "./booking-view";

type Deps = Pick<AppContext, "db" | "mailer" | "config" | "now">;

/** The booking as its e-mails read it, once committed; null for a walk-in or a block (no address). */
async function mailedBooking(deps: Deps, bookingId: number) {
  const row = await findBookingWithPlayer(deps.db, bookingId);
  if (!row?.playerEmail || row.playerName === null) return null;
  const booking: MailedBooking = {
    view: toBookingView(row),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    playerEmail: row.playerEmail,
    playerName: row.playerName,
  };
  return { booking, cancelReason: row.cancelReason };
}

/**
 * Mails the player their confirmation with the calendar file. Run after answering, once the booking is
 * confirmed: at creation when the club asks no online payment, else by the payment that lifts the hold.
 */
export async function mailBookingConfirmation(deps: Deps, bookingId: number): Promise<void> {
  const found = await mailedBooking(deps, bookingId);
  if (!found || found.booking.view.cancelled) return;
  await deps.mailer.send(confirmationMail(found.booking, deps.config.publicUrl, deps.now()));
}

/** Mails the player that the club cancelled their booking, with the reason; a walk-in gets nothing. */
export async function mailClubCancellation(deps: Deps, bookingId: number): Promise<void> {
  const found = await mailedBooking(deps, bookingId);
  if (!found?.cancelReason) return;
  await deps.mailer.send(clubCancellationMail(found.booking, found.cancelReason));
}

import { longDateText } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { bookingTimeText } from "../bookings/booking-view";
import { notifyClubAdministrators } from "../notifications/notifications.service";
import type { MatchView } from "./match-view";

/** Notification type of a disputed result: the administrators' panel gives it its label and icon. */
const DISPUTED_RESULT_NOTICE = "match_result_disputed";

/**
 * The other pair disputed a reported result: every administrator of the club hears of it, in the answer's
 * transaction, with the match page, where they settle it.
 */
export function noticeDisputedResult(tx: DbOrTx, clubId: number, view: MatchView) {
  const { booking } = view;
  return notifyClubAdministrators(tx, clubId, {
    type: DISPUTED_RESULT_NOTICE,
    title: "Resultado en disputa",
    message: `${booking.courtName}, ${longDateText(booking.date)}, ${bookingTimeText(booking)}. Revisa el marcador y resuélvelo.`,
    link: `/match/${view.slug}`,
  });
}

import { formatPadelResult, longDateText, type PadelSet } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { bookingTimeText } from "../bookings/booking-view";
import { PLAYER_NOTICE_TYPES } from "../notifications/notice-audience";
import { notifyClubAdministrators } from "../notifications/notifications.service";
import { tellPlayers } from "../waitlists/player-notices";
import type { MatchView } from "./match-view";

/** Notification type of a disputed result: the administrators' panel gives it its label and icon. */
const DISPUTED_RESULT_NOTICE = "match_result_disputed";

/**
 * The other pair disputed a reported result: every administrator of the club hears of it, in the answer's
 * transaction, with the match page, where they settle it.
 */
export function noticeDisputedResult(tx: DbOrTx, clubId: number, view: MatchView) {
  return notifyClubAdministrators(tx, clubId, {
    type: DISPUTED_RESULT_NOTICE,
    title: "Resultado en disputa",
    message: `${whenText(view)}. Revisa el marcador y resuélvelo.`,
    link: `/match/${view.slug}`,
  });
}

/** "Cancha 3, domingo 29 de noviembre, 20:00 a 21:30" */
const whenText = ({ booking }: MatchView) =>
  `${booking.courtName}, ${longDateText(booking.date)}, ${bookingTimeText(booking)}`;

/**
 * A player reported the result: the other pair hears of it (inbox and e-mail, in the report's
 * transaction), with the match page, where one of them confirms or disputes it.
 */
export function noticeReportedResult(
  tx: DbOrTx,
  input: { clubId: number; view: MatchView; reporter: string; sets: readonly PadelSet[] },
  otherPair: number[],
) {
  return tellPlayers(tx, input.clubId, otherPair, {
    type: PLAYER_NOTICE_TYPES.resultReported,
    title: "Confirma el resultado",
    message: `${input.reporter} anotó ${formatPadelResult(input.sets)} en ${whenText(input.view)}. Confírmalo o recházalo en el partido.`,
    link: `/match/${input.view.slug}`,
  });
}

/**
 * A result was confirmed (by the other pair or by the club): its players, but the one who confirmed it,
 * hear that it counts for the ranking, each pair the score from its own side and whether it won, with the
 * club's ranking to see how they moved.
 */
export async function noticeConfirmedResult(
  tx: DbOrTx,
  input: {
    clubId: number;
    view: MatchView;
    pairs: [number[], number[]];
    sets: readonly PadelSet[];
    winner: 1 | 2;
  },
  except?: number,
) {
  const [pair1, pair2] = input.pairs;
  const sides = [
    { side: 1, players: pair1, sets: input.sets },
    { side: 2, players: pair2, sets: input.sets.map(([a, b]) => [b, a] as const) },
  ] as const;
  for (const { side, players, sets } of sides) {
    await tellPlayers(
      tx,
      input.clubId,
      players.filter((id) => id !== except),
      {
        type: PLAYER_NOTICE_TYPES.resultConfirmed,
        title: "Resultado confirmado",
        message: `${input.winner === side ? "Ganaron" : "Perdieron"} ${formatPadelResult(sets)} en ${whenText(input.view)}. Ya cuenta para el ranking.`,
        link: `/rank?club=${input.clubId}`,
      },
    );
  }
}

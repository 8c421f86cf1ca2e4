import { joinSlug, localDateTime, localTimeOn, matchWhenText } from "@club/domain";
import type { WaitlistMatch } from "./match-waitlist.repository";

/** An instant on the club's clock: "19:40". */
export function clockTime(instant: Date, timeZone: string) {
  return localTimeOn(localDateTime(instant, timeZone).date, instant, timeZone);
}

export const matchLink = (match: Pick<WaitlistMatch, "slugToken" | "id">) =>
  `/match/${joinSlug(match.slugToken, match.id)}`;

/** "Cancha 2 de Club Demo Padel, miércoles, 25 de noviembre, 19:00 a 20:30". */
export function matchPlaceText(match: WaitlistMatch) {
  const date = localDateTime(match.startsAt, match.timeZone).date;
  const when = matchWhenText(
    date,
    localTimeOn(date, match.startsAt, match.timeZone),
    localTimeOn(date, match.endsAt, match.timeZone),
  );
  return `${match.courtName} de ${match.clubName}, ${when}`;
}

import type { Match } from "@club/contract";
import { categoryCode } from "@club/domain";
import { toMatchWaitlistWire } from "../waitlists/waitlists.wire";
import type { MatchView } from "./match-view";

export function toMatchWire(view: MatchView): Match {
  const { booking } = view;
  return {
    slug: view.slug,
    club: booking.club,
    court_name: booking.courtName,
    date: booking.date,
    start_time: booking.startTime,
    end_time: booking.endTime,
    duration_int: booking.durationMinutes,
    price: booking.price,
    shares: view.shares,
    category_range: view.range && {
      strongest: categoryCode(view.range.strongest),
      weakest: categoryCode(view.range.weakest),
      label: view.range.label,
    },
    open_places: view.openPlaces,
    free_places: view.freePlaces,
    visibility: view.visibility,
    players: view.players,
    closed: view.closed,
    result: view.result && {
      sets: view.result.sets,
      winner_pair: view.result.winner,
      pair_1: view.result.pair1,
      pair_2: view.result.pair2,
      reported_by: view.result.reportedBy,
      status: view.result.status,
    },
    waitlist: view.waitlist && toMatchWaitlistWire(view.waitlist),
  };
}

import type { MatchWaitlist, SlotWait } from "@club/contract";
import type { MatchWaitlistView } from "./match-waitlist.service";
import type { SlotWaitView } from "./slot-waitlist.service";

export function toMatchWaitlistWire(view: MatchWaitlistView): MatchWaitlist {
  const { mine } = view;
  return {
    waiting: view.waiting,
    held_places: view.heldPlaces,
    mine: mine && {
      place: mine.place,
      offer: mine.offer && { ends_at: mine.offer.endsAt.toISOString(), end_time: mine.offer.endTime },
    },
  };
}

export function toSlotWaitWire(view: SlotWaitView): SlotWait {
  return {
    id: view.id,
    club: view.club,
    court_id: view.courtId,
    court_name: view.courtName,
    date: view.date,
    start_time: view.startTime,
    end_time: view.endTime,
    duration_int: view.durationMinutes,
  };
}

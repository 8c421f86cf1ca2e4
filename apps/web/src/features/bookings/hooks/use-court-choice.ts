import { useCallback, useMemo } from "react";
import { chooseClub, saveClubId } from "../../../lib/club-choice";
import { useClubs } from "../../../lib/clubs-query";
import { useReplaceSearchParam } from "../../../lib/latest-search-params";
import { bookingDates, DEFAULT_BOOKING_WINDOW_DAYS } from "../utils/booking-dates";
import { useBookingWindow } from "./use-booking-window";

/**
 * The club and the day of /court live in the URL (`club`, `fecha`), so back and a shared link keep them.
 * The days offered are today and the club's booking window after it.
 */
export function useCourtChoice() {
  const clubs = useClubs();
  const [params, set] = useReplaceSearchParam();
  const asked = Number(params.get("club")) || null;
  const clubId = chooseClub(clubs.data?.map((club) => club.id) ?? [], asked);
  const windowDays = useBookingWindow(clubId) ?? DEFAULT_BOOKING_WINDOW_DAYS;
  const dates = useMemo(() => bookingDates(windowDays), [windowDays]);
  const askedDate = params.get("fecha");
  const date = askedDate && dates.includes(askedDate) ? askedDate : (dates[0] as string);

  const setClub = useCallback(
    (id: number) => {
      saveClubId(id);
      set("club", String(id));
    },
    [set],
  );
  const setDate = useCallback((value: string) => set("fecha", value), [set]);

  return { clubs, clubId, setClub, dates, date, setDate };
}

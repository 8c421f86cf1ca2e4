import { clubToday } from "../../../lib/club-moments";
import { useAvailability } from "../api/get-availability";

/**
 * How many days past today the club takes bookings, from its grid of today (a day inside any window,
 * and the one /court opens on, so usually no extra call); null until that answer arrives.
 */
export function useBookingWindow(clubId: number | null): number | null {
  const { data } = useAvailability(clubId, clubToday());
  // A grid kept on screen while another club's loads says nothing about the new club.
  return data && data.club.id === clubId ? data.booking_window_days : null;
}

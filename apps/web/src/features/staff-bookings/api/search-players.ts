import { searchClubPlayers } from "@club/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { staffBookingKeys } from "./staff-booking-keys";

export const MIN_PLAYER_SEARCH = 2;

/** The club's players matching what reception typed (from two characters on). */
export function usePlayerSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: staffBookingKeys.players(text),
    queryFn: async () => (await apiRequest(searchClubPlayers, { query: { q: text } })).data,
    enabled: text.length >= MIN_PLAYER_SEARCH,
    placeholderData: keepPreviousData,
  });
}

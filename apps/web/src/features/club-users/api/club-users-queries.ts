import { findClubUser, getClubUsers } from "@club/contract";
import { LIST_PAGE_SIZE } from "@club/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { ClubUserFilters } from "../hooks/use-club-user-filters";

/** Every query of this feature starts with it: a role change refreshes them all. */
export const CLUB_USERS_KEY = ["club-users"] as const;

export function useClubUsersPage(filters: ClubUserFilters, page: number) {
  return useQuery({
    queryKey: [...CLUB_USERS_KEY, "list", filters, page],
    queryFn: () =>
      apiRequest(getClubUsers, {
        query: {
          page,
          limit: LIST_PAGE_SIZE,
          search: filters.search || undefined,
          role: filters.role ?? undefined,
          sort: filters.sort,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** One member of the club with their bookings and orders. */
export function useClubUser(id: number | null) {
  return useQuery({
    queryKey: [...CLUB_USERS_KEY, "user", id],
    queryFn: () => apiRequest(findClubUser, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

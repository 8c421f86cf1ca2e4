import { getPlayerNotifications } from "@club/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { playerNotificationKeys } from "./player-notification-keys";

export const PLAYER_NOTIFICATION_PAGE_SIZE = 10;
/** The bell asks again every minute while the app is open (and when the window gets focus back). */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

function fetchPage(unreadOnly: boolean, page: number, limit = PLAYER_NOTIFICATION_PAGE_SIZE) {
  return apiRequest(getPlayerNotifications, {
    query: { page, limit, unread_only: unreadOnly ? "true" : "false" },
  });
}

/** The inbox page after page as the list scrolls, every club at once. */
export function usePlayerNotificationPages(unreadOnly: boolean) {
  return useInfiniteQuery({
    queryKey: playerNotificationKeys.pages(unreadOnly),
    queryFn: ({ pageParam }) => fetchPage(unreadOnly, pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
  });
}

/** How many notices are unread in every club: one unread notice asked for, to read the count beside it. */
export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: playerNotificationKeys.unreadCount,
    queryFn: async () => (await fetchPage(true, 1, 1)).unread_count,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

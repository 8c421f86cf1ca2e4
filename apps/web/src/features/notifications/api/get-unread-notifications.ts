import { getUnreadNotifications } from "@club/contract";
import { NOTIFICATION_PAGE_SIZE } from "@club/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { NOTIFICATIONS_KEY } from "../../../lib/notification-queries";
import { fetchNotificationPage } from "./notification-page";

export function getUnreadNotificationsQueryOptions(page: number, limit = NOTIFICATION_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, "unread", { page, limit }],
    queryFn: () => fetchNotificationPage(getUnreadNotifications, page, limit),
    placeholderData: keepPreviousData,
  });
}

/** Its pagination.total is also the unread count shown in the panel's badge. */
export function useUnreadNotifications({ page, enabled = true }: { page: number; enabled?: boolean }) {
  return useQuery({ ...getUnreadNotificationsQueryOptions(page), enabled });
}

/**
 * How many notifications are unread (the panel's first page, so no extra call), or undefined while
 * loading; `enabled: false` asks nothing (the bell, when the global state says none are unread).
 */
export function useUnreadNotificationCount({ enabled = true } = {}): number | undefined {
  return useUnreadNotifications({ page: 1, enabled }).data?.pagination.total;
}

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
export function useUnreadNotifications({ page }: { page: number }) {
  return useQuery(getUnreadNotificationsQueryOptions(page));
}

/** How many notifications are unread (the panel's first page, so no extra call), or undefined while loading. */
export function useUnreadNotificationCount(): number | undefined {
  return useUnreadNotifications({ page: 1 }).data?.pagination.total;
}

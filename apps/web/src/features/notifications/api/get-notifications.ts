import { getNotifications } from "@club/contract";
import { NOTIFICATION_PAGE_SIZE } from "@club/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { NOTIFICATIONS_KEY } from "../../../lib/notification-queries";
import { fetchNotificationPage } from "./notification-page";

export function getNotificationsQueryOptions(page: number, limit = NOTIFICATION_PAGE_SIZE) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, "all", { page, limit }],
    queryFn: () => fetchNotificationPage(getNotifications, page, limit),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications({ page, enabled = true }: { page: number; enabled?: boolean }) {
  return useQuery({ ...getNotificationsQueryOptions(page), enabled });
}

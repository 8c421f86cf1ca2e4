import type { getNotifications, getUnreadNotifications, NotificationPage } from "@club/contract";
import { pageInfo } from "@club/domain";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api-client";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state";

export const NOTIFICATIONS_KEY = ["notifications"] as const;

type NotificationListEndpoint = typeof getNotifications | typeof getUnreadNotifications;

function emptyPage(page: number, limit: number): NotificationPage {
  return { data: [], pagination: pageInfo(page, limit, 0) };
}

/** Spec §8: a 404 is an empty list, and data that is not a list is 'Unexpected data format'. */
export async function fetchNotificationPage(
  ep: NotificationListEndpoint,
  page: number,
  limit: number,
): Promise<NotificationPage> {
  try {
    return await apiRequest(ep, { query: { page, limit } });
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404) return emptyPage(page, limit);
      throw error;
    }
    // apiRequest only throws ApiError or the contract's parse failure.
    throw new Error("Unexpected data format", { cause: error });
  }
}

/** Marking or archiving changes both lists and the header's has_unread_notifications. */
export function invalidateNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY }),
  ]);
}

import type { getNotifications, getUnreadNotifications, NotificationPage } from "@club/contract";
import { pageInfo } from "@club/domain";
import { ApiError, apiRequest } from "../../../lib/api-client";

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

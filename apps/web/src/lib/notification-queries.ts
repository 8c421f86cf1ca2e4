import type { QueryClient } from "@tanstack/react-query";
import { GLOBAL_STATE_KEY } from "./global-state";

/** Prefix of the notification lists' queries, shared with screens whose changes create notifications. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;

/** Both lists and the header's has_unread_notifications (the bell) follow from these two queries. */
export function invalidateNotifications(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY }),
  ]);
}

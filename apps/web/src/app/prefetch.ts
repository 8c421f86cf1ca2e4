import { currentToken } from "../lib/session";
import { queryClient } from "./query-client";

/*
 * Route loaders that start what a screen will ask for as the navigation starts, beside the download of
 * its code, instead of once that code has rendered. They never wait: the screen's own query finds the
 * answer arriving (or already cached, when still fresh). The modules load on demand, so the public pages
 * carry none of this.
 */

/** The admin guard decides on the global state. */
export function prefetchGlobalState() {
  const token = currentToken();
  if (token) {
    void import("../lib/global-state").then(({ globalStateQueryOptions }) =>
      queryClient.prefetchQuery(globalStateQueryOptions(token)),
    );
  }
  return null;
}

/** The dashboard's notifications card opens on the first page of unread ones. */
export function prefetchDashboardNotifications() {
  if (currentToken()) {
    void import("../features/notifications/api/get-unread-notifications").then(
      ({ getUnreadNotificationsQueryOptions }) =>
        queryClient.prefetchQuery(getUnreadNotificationsQueryOptions(1)),
    );
  }
  return null;
}

import type { LoaderFunctionArgs } from "react-router";
import { savedClubId } from "../lib/club-choice";
import { sendEarly } from "../lib/early-answers";
import { globalStateKey } from "../lib/global-state-key";
import { currentToken, tokenSubject } from "../lib/session";
import { queryClient } from "./query-client";

/*
 * Route loaders that start what a screen will ask for as the navigation starts, beside the download of
 * its code, instead of once that code has rendered. They never wait: the screen's own query finds the
 * answer arriving (or already cached, when still fresh). The modules load on demand, so the public pages
 * carry none of this. The request itself leaves at once (lib/early-answers.ts); its URL is written here,
 * as the API client builds it from the contract, because the contract is part of what is still loading
 * (prefetch.test.tsx holds the two together).
 */
export const EARLY_GLOBAL_STATE_URL = "/api/admin/global_state";
export const EARLY_UNREAD_PAGE_URL = "/api/admin/notification/get_unread_notifications?page=1&limit=5";
export const EARLY_DASHBOARD_URL = "/api/admin/report/dashboard";
export const EARLY_CLUBS_URL = "/api/clubs";
export const earlyAvailabilityUrl = (clubId: number, date: string) =>
  `/api/booking/get_availability/${clubId}/${date}`;
/** The first page of /reservas' first tab (`MY_BOOKINGS_PAGE_SIZE` of the bookings feature). */
export const EARLY_UPCOMING_URL = "/api/booking/get_my_bookings?scope=upcoming&page=1&limit=10";
// Today on the clubs' calendar (DEFAULT_TIME_ZONE of the contract, which this chunk does without), as
// YYYY-MM-DD: the court page's own `clubToday`; were they ever to differ, the grid is only asked twice.
const clubToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Santiago" }).format(new Date());

/** Whether the cache will ask the server for this query (nothing kept, outdated, or invalidated). */
function willFetch(queryKey: readonly unknown[]): boolean {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  const staleTime = queryClient.getDefaultOptions().queries?.staleTime;
  return !query || query.isStaleByTime(typeof staleTime === "number" ? staleTime : 0);
}

/** The admin guard decides on the global state. */
export function prefetchGlobalState() {
  const token = currentToken();
  if (token) {
    if (willFetch(globalStateKey(tokenSubject(token)))) sendEarly(EARLY_GLOBAL_STATE_URL);
    void import("../lib/global-state").then(({ globalStateQueryOptions }) =>
      queryClient.prefetchQuery(globalStateQueryOptions(token)),
    );
  }
  return null;
}

/**
 * The dashboard opens on today's figures and, in its notifications card, the first page of unread ones.
 * Sent early on every visit: when a page is still cached the answer goes unused and is dropped after a
 * few seconds. Both are put in the cache as they arrive, so the page draws once, with them, rather than
 * drawing its placeholders and then the whole page again for each answer.
 */
export function prefetchDashboard() {
  if (currentToken()) {
    sendEarly(EARLY_DASHBOARD_URL);
    sendEarly(EARLY_UNREAD_PAGE_URL);
    void import("../features/admin-pages/api/get-dashboard").then(({ dashboardQueryOptions }) =>
      queryClient.prefetchQuery(dashboardQueryOptions()),
    );
    void import("../features/notifications/api/get-unread-notifications").then(
      ({ getUnreadNotificationsQueryOptions }) =>
        queryClient.prefetchQuery(getUnreadNotificationsQueryOptions(1)),
    );
  }
  return null;
}

/**
 * /court opens on the clubs and the grid of the chosen club's day: the club asked for or the one the
 * player last booked at (a first visit waits for the list to pick the first), on the day asked for or today.
 */
export function prefetchCourt({ request }: LoaderFunctionArgs) {
  if (currentToken()) {
    const params = new URL(request.url).searchParams;
    sendEarly(EARLY_CLUBS_URL);
    const clubId = Number(params.get("club")) || savedClubId();
    const date = params.get("fecha") ?? clubToday();
    if (clubId) sendEarly(earlyAvailabilityUrl(clubId, date));
  }
  return null;
}

/** /reservas opens on the first page of upcoming bookings. */
export function prefetchMyBookings({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const first = (params.get("tab") ?? "proximas") === "proximas" && (params.get("pagina") ?? "1") === "1";
  if (currentToken() && first) sendEarly(EARLY_UPCOMING_URL);
  return null;
}

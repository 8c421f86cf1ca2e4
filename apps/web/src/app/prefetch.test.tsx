import {
  getAvailability,
  getClubs,
  getDashboard,
  getGlobalState,
  getMyBookings,
  getUnreadNotifications,
} from "@club/contract";
import { NOTIFICATION_PAGE_SIZE } from "@club/domain";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DASHBOARD_KEY } from "../features/admin-pages/api/get-dashboard";
import { MY_BOOKINGS_PAGE_SIZE } from "../features/bookings/api/get-my-bookings";
import { fetchNotificationPage } from "../features/notifications/api/notification-page";
import { apiRequest } from "../lib/api-client";
import { clubToday } from "../lib/club-moments";
import { forgetEarlyAnswers, sendEarly } from "../lib/early-answers";
import { globalStateKey } from "../lib/global-state-key";
import { currentToken, tokenSubject } from "../lib/session";
import { stubFetch } from "../test/fetch-stub";
import { dashboardDay, GLOBAL_STATE_PATH, globalState, storeToken } from "../test/fixtures";
import { renderRoutes } from "../test/render";
import {
  EARLY_CLUBS_URL,
  EARLY_DASHBOARD_URL,
  EARLY_GLOBAL_STATE_URL,
  EARLY_UNREAD_PAGE_URL,
  EARLY_UPCOMING_URL,
  earlyAvailabilityUrl,
  prefetchDashboard,
  prefetchGlobalState,
} from "./prefetch";
import { queryClient } from "./query-client";
import { routes } from "./routes";

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  forgetEarlyAnswers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the dashboard's data", () => {
  it("is asked for while the admin guard still waits for the global state", async () => {
    storeToken();
    const fetchMock = stubFetch((_method, url) => (url.pathname === GLOBAL_STATE_PATH ? "hang" : undefined));
    renderRoutes(routes, "/admin_dashboard");
    const asked = () =>
      fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").pathname);
    await waitFor(
      () =>
        expect(asked()).toEqual(
          expect.arrayContaining([
            GLOBAL_STATE_PATH,
            "/api/admin/report/dashboard",
            "/api/admin/notification/get_unread_notifications",
          ]),
        ),
      { timeout: 5000 },
    );
  });

  // The loaders send these reads before the contract has loaded, by URLs written out by hand: the
  // client must find them under the URLs it builds from the contract, or it asks a second time.
  it("is asked for once: the client takes the answers sent early", async () => {
    storeToken();
    const fetchMock = stubFetch({ [GLOBAL_STATE_PATH]: { body: globalState() } });
    sendEarly(EARLY_GLOBAL_STATE_URL);
    sendEarly(EARLY_UNREAD_PAGE_URL);
    sendEarly(EARLY_DASHBOARD_URL);
    expect(await apiRequest(getGlobalState)).toEqual(globalState());
    // 404: the panel's empty list (spec section 7).
    await fetchNotificationPage(getUnreadNotifications, 1, NOTIFICATION_PAGE_SIZE);
    // 404 again, as an error: the client must still take the answer sent early, not ask again.
    await expect(apiRequest(getDashboard, {})).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  // The page then draws once, with them, instead of drawing its placeholders and then again per answer.
  it("is in the cache before the page has drawn, from the loader alone", async () => {
    storeToken();
    const day = dashboardDay({ courts: { total: 4, now: [], next: [] } });
    const fetchMock = stubFetch({
      [new URL(EARLY_DASHBOARD_URL, "http://localhost").pathname]: { body: { data: day } },
    });
    prefetchDashboard();
    await waitFor(() => expect(queryClient.getQueryData(DASHBOARD_KEY)).toEqual(day), { timeout: 5000 });
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes("report/dashboard"))).toHaveLength(
      1,
    );
  });

  it("leaves the global state unasked while the cached one is fresh, and asks once it is invalidated", () => {
    storeToken();
    const fetchMock = stubFetch({ [GLOBAL_STATE_PATH]: { body: globalState() } });
    const key = globalStateKey(tokenSubject(currentToken()));
    queryClient.setQueryData(key, globalState());
    prefetchGlobalState();
    expect(fetchMock).not.toHaveBeenCalled();
    void queryClient.invalidateQueries({ queryKey: key, refetchType: "none" });
    prefetchGlobalState();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("is not asked for without a session", async () => {
    const fetchMock = stubFetch({});
    renderRoutes(routes, "/admin_dashboard");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the player's booking screens", () => {
  it("/court and /reservas ask for their data as the navigation starts", async () => {
    storeToken();
    localStorage.setItem("bookingClubId", "7");
    const fetchMock = stubFetch(() => "hang");
    const asked = () => fetchMock.mock.calls.map(([input]) => String(input));
    renderRoutes(routes, "/court?fecha=2026-12-01");
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([EARLY_CLUBS_URL, "/api/booking/get_availability/7/2026-12-01"]),
      ),
    );
    renderRoutes(routes, "/reservas");
    await waitFor(() => expect(asked()).toContain(EARLY_UPCOMING_URL));
    localStorage.removeItem("bookingClubId");
  });

  // As for the dashboard: the URLs written out by hand must be the ones the client builds.
  it("is asked for once: the client takes the answers sent early", async () => {
    storeToken();
    const fetchMock = stubFetch({});
    sendEarly(EARLY_CLUBS_URL);
    sendEarly(earlyAvailabilityUrl(7, "2026-12-01"));
    sendEarly(EARLY_UPCOMING_URL);
    const settle = (request: Promise<unknown>) => request.catch(() => undefined);
    await settle(apiRequest(getClubs));
    await settle(apiRequest(getAvailability, { params: { club_id: 7, date: "2026-12-01" } }));
    await settle(
      apiRequest(getMyBookings, { query: { scope: "upcoming", page: 1, limit: MY_BOOKINGS_PAGE_SIZE } }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe("today on /court without a date", () => {
  it("is the day the court page opens on", async () => {
    storeToken();
    localStorage.setItem("bookingClubId", "7");
    const fetchMock = stubFetch(() => "hang");
    renderRoutes(routes, "/court");
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        earlyAvailabilityUrl(7, clubToday()),
      ),
    );
    localStorage.removeItem("bookingClubId");
  });
});

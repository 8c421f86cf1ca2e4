import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../test/fetch-stub";
import { GLOBAL_STATE_PATH, storeToken } from "../test/fixtures";
import { renderRoutes } from "../test/render";
import { queryClient } from "./query-client";
import { routes } from "./routes";

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
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
          expect.arrayContaining([GLOBAL_STATE_PATH, "/api/admin/notification/get_unread_notifications"]),
        ),
      { timeout: 5000 },
    );
  });

  it("is not asked for without a session", async () => {
    const fetchMock = stubFetch({});
    renderRoutes(routes, "/admin_dashboard");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

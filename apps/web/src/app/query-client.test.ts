import { getGlobalState, getNotifications, readAllNotifications } from "@club/contract";
import { MutationObserver, onlineManager, QueryObserver } from "@tanstack/react-query";
import { UnsecuredJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "../lib/api-client";
import { GLOBAL_STATE_KEY, GLOBAL_STATE_MAX_AGE } from "../lib/global-state";
import { TOKEN_KEY } from "../lib/session";
import { globalState } from "../test/fixtures";
import { queryClient } from "./query-client";

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The browser is offline and says so: fetch cannot connect, and the offline event has been seen. */
function goOffline() {
  localStorage.setItem(TOKEN_KEY, new UnsecuredJWT({}).setSubject("1").setExpirationTime("1h").encode());
  vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  onlineManager.setOnline(false);
}

describe("the app's query client", () => {
  it("fails a change at once while offline, with a Spanish message, instead of holding it paused", async () => {
    goOffline();
    const change = new MutationObserver(queryClient, { mutationFn: () => apiRequest(readAllNotifications) });
    await expect(change.mutate()).rejects.toThrow(
      "Sin conexión con el servidor. Revisa tu conexión a internet.",
    );
    expect(change.getCurrentResult().isPaused).toBe(false);
  });

  it("does not hold a change behind the refresh it asks for while offline", async () => {
    goOffline();
    // Screens showing the global state and the notifications, as on the dashboard.
    const stops = [
      new QueryObserver(queryClient, {
        queryKey: [...GLOBAL_STATE_KEY, "1"],
        queryFn: () => apiRequest(getGlobalState),
      }).subscribe(() => {}),
      new QueryObserver(queryClient, {
        queryKey: ["notifications", "all"],
        queryFn: () => apiRequest(getNotifications, { query: { page: 1, limit: 5 } }),
      }).subscribe(() => {}),
    ];
    const change = new MutationObserver(queryClient, {
      mutationFn: () => apiRequest(readAllNotifications),
      onSettled: () => queryClient.invalidateQueries(),
    });
    await expect(change.mutate()).rejects.toThrow("Sin conexión con el servidor");
    for (const stop of stops) stop();
  });

  it("keeps a restored global state unobserved for as long as it may be used, then lets it go", () => {
    vi.useFakeTimers();
    try {
      const key = [...GLOBAL_STATE_KEY, "1"];
      // As the persister restores it: into the cache, before any screen observes it.
      queryClient.setQueryData(key, globalState());
      vi.advanceTimersByTime(24 * 60 * 60 * 1000);
      expect(queryClient.getQueryData(key)).toEqual(globalState());
      vi.advanceTimersByTime(GLOBAL_STATE_MAX_AGE);
      expect(queryClient.getQueryData(key)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for the global state again by itself when the connection comes back", async () => {
    // As QueryClientProvider does: the client listens to the connection from here on.
    queryClient.mount();
    goOffline();
    const observer = new QueryObserver(queryClient, {
      queryKey: [...GLOBAL_STATE_KEY, "1"],
      queryFn: () => apiRequest(getGlobalState),
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("error"));
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(Response.json(globalState())));
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(globalState()));
    stop();
    queryClient.unmount();
  });
});

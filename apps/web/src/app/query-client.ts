import { onlineManager, QueryClient } from "@tanstack/react-query";
import { ApiError, isNetworkError } from "../lib/api-error";
import { GLOBAL_STATE_KEY, globalStateQueryDefaults } from "../lib/global-state-key";

/*
 * Offline: the service worker never answers API calls from its cache, so nothing here waits paused for
 * the browser to say it is online (networkMode "always"), and nothing is retried while it says it is
 * not. A query fails at once with the API client's Spanish message, keeps the data it had, and is
 * fetched again when the connection returns. A change fails at once too: it is not queued to be replayed
 * later against a state that may have changed. And a change that refreshes queries once settled
 * (registers, notifications) is not held, its button spinning, by a refresh waiting for the connection.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      networkMode: "always",
      // TanStack turns this off by default under "always"; here it is how an answer that failed offline
      // comes back by itself.
      refetchOnReconnect: true,
      retry: (failures, error) => {
        // A refusal will not change by asking again; a dropped connection may, once it is back.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        if (isNetworkError(error) && !navigator.onLine) return false;
        return failures < 2;
      },
      refetchOnWindowFocus: true,
    },
    mutations: { networkMode: "always" },
  },
});

// Also applies to the global state restored from storage before any screen observes it.
queryClient.setQueryDefaults(GLOBAL_STATE_KEY, globalStateQueryDefaults);

// TanStack assumes "online" until the browser says otherwise: a page loaded offline would never see the
// connection come back, nor refetch then. Nothing pauses on this flag (see above): a wrong "offline" from
// the browser costs a retry at most.
onlineManager.setOnline(navigator.onLine);

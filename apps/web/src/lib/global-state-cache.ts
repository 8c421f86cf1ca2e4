import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { DehydratedState, Query } from "@tanstack/react-query";
import type { PersistedClient, PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { isNetworkError } from "./api-error";
import { GLOBAL_STATE_KEY, GLOBAL_STATE_MAX_AGE } from "./global-state-key";
import { GLOBAL_STATE_CACHE_KEY, getToken, tokenSubject } from "./session";

/*
 * The installed app opens offline (spec section 1), and the back office needs the global state for
 * its guard, sidebar and header. TanStack's own persister keeps it rather than a hand-made copy used as
 * initialData: restoring, expiry (maxAge), versioning (buster) and throttled writes come with it, and
 * the restored entry is an ordinary cached query that refreshes and invalidates like any other. Only the
 * global state is kept (the other answers may be large, and are not needed to open the shell), and only
 * the signed-in account's: the filter below runs when the cache is written and when it is read, so a
 * logout, an expired token or another account signing in (in this tab or another) never finds it.
 */

/** Changing it drops every state kept by older versions of the app. */
export const GLOBAL_STATE_CACHE_BUSTER = "global-state-v1";

type KeptQuery = DehydratedState["queries"][number];

const currentSubject = () => tokenSubject(getToken());

function isSessionState(queryKey: readonly unknown[], subject: string | null): boolean {
  return subject !== null && queryKey[0] === GLOBAL_STATE_KEY[0] && queryKey[1] === subject;
}

/** An answer to keep: the session's state, unless the server has refused it since (an unreachable server refuses nothing). */
export function shouldKeepQuery(query: Query): boolean {
  const { data, status, error } = query.state;
  return (
    isSessionState(query.queryKey, currentSubject()) &&
    data !== undefined &&
    (status !== "error" || isNetworkError(error))
  );
}

/** Kept as the last successful answer: a later failed refresh must not come back as an error. */
export function asLastSuccess(query: KeptQuery): KeptQuery {
  return {
    ...query,
    state: {
      ...query.state,
      status: "success",
      error: null,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchStatus: "idle",
    },
  };
}

function keptFor(client: PersistedClient, keep: (query: KeptQuery) => boolean): PersistedClient {
  const queries = client.clientState?.queries ?? [];
  return { ...client, clientState: { mutations: [], queries: queries.filter(keep) } };
}

/** Written at the moment of writing: whatever was queued before a logout or a change of account is dropped. */
export function serializeKeptState(client: PersistedClient): string {
  const subject = currentSubject();
  const kept = keptFor(client, (query) => isSessionState(query.queryKey, subject));
  return JSON.stringify({
    ...kept,
    clientState: { ...kept.clientState, queries: kept.clientState.queries.map(asLastSuccess) },
  });
}

/**
 * Read back only for the same account, fitting the current contract and no older than the maximum age.
 * The contract's schemas load only here, when something was kept: a visitor never signed in skips them.
 */
export async function deserializeKeptState(text: string, now = Date.now()): Promise<PersistedClient> {
  const subject = currentSubject();
  const { fitsGlobalState } = await import("./global-state-check");
  try {
    return keptFor(
      JSON.parse(text) as PersistedClient,
      (query) =>
        isSessionState(query.queryKey, subject) &&
        now - query.state.dataUpdatedAt <= GLOBAL_STATE_MAX_AGE &&
        fitsGlobalState(query.state.data),
    );
  } catch {
    // Without a timestamp the restore discards the entry.
    return { timestamp: 0, buster: "", clientState: { mutations: [], queries: [] } };
  }
}

/**
 * The app's options for PersistQueryClientProvider; tests make their own to control the write throttle.
 * The kept entry is one small state, so writes are cheap: a short throttle (TanStack's default is a
 * second) only merges the bursts of a page load, and a reload soon after the state arrived still finds it.
 */
export function createGlobalStatePersistOptions({
  throttleTime = 100,
} = {}): Omit<PersistQueryClientOptions, "queryClient"> {
  return {
    persister: createAsyncStoragePersister({
      // The same storage as the token: clearSession (session.ts) removes the kept state with it.
      storage: typeof window === "undefined" ? undefined : window.localStorage,
      key: GLOBAL_STATE_CACHE_KEY,
      throttleTime,
      serialize: serializeKeptState,
      deserialize: (text) => deserializeKeptState(text),
    }),
    maxAge: GLOBAL_STATE_MAX_AGE,
    buster: GLOBAL_STATE_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldKeepQuery, shouldDehydrateMutation: () => false },
  };
}

export const globalStatePersistOptions = createGlobalStatePersistOptions();

import { type DehydratedState, dehydrate, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { isNetworkError } from "./api-client";
import { asLastSuccess } from "./global-state-cache";
import { getToken, OFFLINE_QUERIES_PREFIX, tokenSubject } from "./session";

/**
 * Answers a screen keeps for offline visits, as TanStack's dehydrated state (the same format its
 * persister writes): saved with the account's subject, read back only for that account and within
 * `maxAge`, and dropped with the session (session.ts). The global state has its own persister
 * (global-state-cache.ts), which restores before the guards run; these are restored by the screens
 * that use them (OfflineQueries), so the app does not read them on every page.
 */
export interface OfflineQueriesOptions {
  name: string;
  keep: (queryKey: QueryKey) => boolean;
  maxAge: number;
  /** The most recently read ones are kept: list pages and searches add up. */
  maxQueries: number;
}

type Saved = { subject: string; state: DehydratedState };

const storageKey = ({ name }: OfflineQueriesOptions) => `${OFFLINE_QUERIES_PREFIX}${name}`;
const EMPTY: DehydratedState = { mutations: [], queries: [] };

export function readOfflineQueries(options: OfflineQueriesOptions, now = Date.now()): DehydratedState {
  const subject = tokenSubject(getToken());
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(options)) ?? "null") as Saved | null;
    if (!subject || saved?.subject !== subject) return EMPTY;
    const queries = saved.state.queries.filter(
      (query) => options.keep(query.queryKey) && now - query.state.dataUpdatedAt <= options.maxAge,
    );
    return { mutations: [], queries };
  } catch {
    return EMPTY;
  }
}

export function writeOfflineQueries(client: QueryClient, options: OfflineQueriesOptions) {
  const subject = tokenSubject(getToken());
  // Signed out (or another account) since the answer arrived: nothing of it is written.
  if (!subject) return;
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: ({ queryKey, state }) =>
      options.keep(queryKey) &&
      state.data !== undefined &&
      (state.status === "success" || isNetworkError(state.error)),
    shouldDehydrateMutation: () => false,
  });
  const recent = queries
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, options.maxQueries)
    .map(asLastSuccess);
  const saved: Saved = { subject, state: { mutations: [], queries: recent } };
  try {
    localStorage.setItem(storageKey(options), JSON.stringify(saved));
  } catch {
    // A full storage only costs the offline copy.
  }
}

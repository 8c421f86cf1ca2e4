// The global state's cache keys and timings, apart from its query so the app's shell can set them up
// without loading the contract.

/** Prefix of every global-state query: invalidating it refreshes the state whoever is signed in. */
export const GLOBAL_STATE_KEY = ["global_state"] as const;

/**
 * One entry per account (the token's subject): a state cached or kept for another account, in this tab
 * or another one sharing the storage, is never taken for this session's.
 */
export const globalStateKey = (subject: string | null) => [...GLOBAL_STATE_KEY, subject] as const;

/** How long the last known state is kept for offline visits: as long as a session token lasts. */
export const GLOBAL_STATE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * Shared with the query client's defaults, so a state restored from storage, before any screen observes
 * it, is not garbage-collected (and so dropped from storage) after the default five minutes.
 */
export const globalStateQueryDefaults = {
  // Never paused while offline (not even its retries, as "offlineFirst" would): the call fails, a known
  // state stays on screen, with none the guard can say the server is unreachable instead of spinning, and
  // a change that refreshes the state when settled does not wait for it forever.
  networkMode: "always",
  // Off by default under "always": without it a state that failed offline would not come back by itself.
  refetchOnReconnect: true,
  gcTime: GLOBAL_STATE_MAX_AGE,
} as const;

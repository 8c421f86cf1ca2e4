import { type GlobalState, getGlobalState } from "@club/contract";
import { isRegisterOpenForUser } from "@club/domain";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, isNetworkError } from "./api-client";
import { currentToken, savedEnabledServices, saveEnabledServices, tokenSubject } from "./session";

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

/** The back office's global state; refreshed after register and notification changes by invalidating its key. */
export function useGlobalState() {
  const token = currentToken();
  return useQuery({
    ...globalStateQueryDefaults,
    queryKey: globalStateKey(tokenSubject(token)),
    queryFn: async () => {
      const state = await apiRequest(getGlobalState);
      saveEnabledServices(state.enabled_services);
      return state;
    },
    enabled: token !== null,
  });
}

export type RoleType = GlobalState["user_role_type"] | "unauthorized" | undefined;

/**
 * The role to act on: undefined while unknown, 'unauthorized' when the global state call was refused
 * (spec section 4). An unreachable server refuses nothing: the known role stays (offline, or a flaky
 * network during a refresh), and with no known role it stays unknown rather than 'unauthorized'.
 */
export function resolveRole(data: GlobalState | undefined, error: unknown): RoleType {
  if (isNetworkError(error)) return data?.user_role_type;
  if (error) return "unauthorized";
  return data?.user_role_type;
}

/** The spec's client context values, derived from the global state (nothing stored twice). */
export function useClubContext() {
  const query = useGlobalState();
  const state = query.data;
  return {
    query,
    roleType: resolveRole(state, query.error),
    currentUserId: state?.user_id,
    currentUsername: state?.username,
    enabledServices: state?.enabled_services ?? savedEnabledServices(),
    currentPendingOrders: state?.pending_orders ?? 0,
    currentDailyBookings: state?.daily_pending_orders ?? 0,
    isRegisterOpen: state ? isRegisterOpenForUser(state.cash_register, state.user_id) : false,
  };
}

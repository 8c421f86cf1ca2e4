import { type GlobalState, getGlobalState } from "@club/contract";
import { isRegisterOpenForUser } from "@club/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { isNetworkError } from "./api-error";
import { globalStateKey, globalStateQueryDefaults } from "./global-state-key";
import { currentToken, savedEnabledServices, saveEnabledServices, tokenSubject } from "./session";

export { GLOBAL_STATE_KEY, GLOBAL_STATE_MAX_AGE } from "./global-state-key";

/** The signed-in account's global state query (shared by the guard's hook and its route's prefetch). */
export function globalStateQueryOptions(token: string | null) {
  return queryOptions({
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

/** The back office's global state; refreshed after register and notification changes by invalidating its key. */
export function useGlobalState() {
  return useQuery(globalStateQueryOptions(currentToken()));
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
    currentDailyBookings: state?.daily_bookings ?? 0,
    isRegisterOpen: state ? isRegisterOpenForUser(state.cash_register, state.user_id) : false,
  };
}

import { type GlobalState, getGlobalState } from "@club/contract";
import { isRegisterOpenForUser } from "@club/domain";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";
import { currentToken, savedEnabledServices, saveEnabledServices } from "./session";

export const GLOBAL_STATE_KEY = ["global_state"] as const;

/** The back office's global state; refreshed after register and notification changes by invalidating its key. */
export function useGlobalState() {
  return useQuery({
    queryKey: GLOBAL_STATE_KEY,
    queryFn: async () => {
      const state = await apiRequest(getGlobalState);
      saveEnabledServices(state.enabled_services);
      return state;
    },
    enabled: currentToken() !== null,
  });
}

export type RoleType = GlobalState["user_role_type"] | "unauthorized" | undefined;

/** The spec's client context values, derived from the global state (nothing stored twice). */
export function useClubContext() {
  const query = useGlobalState();
  const state = query.data;
  // A refused global state call makes the role 'unauthorized' (spec section 4); undefined while loading.
  const roleType: RoleType = query.isError ? "unauthorized" : state?.user_role_type;
  return {
    query,
    roleType,
    currentUserId: state?.user_id,
    currentUsername: state?.username,
    enabledServices: state?.enabled_services ?? savedEnabledServices(),
    currentPendingOrders: state?.pending_orders ?? 0,
    currentDailyBookings: state?.daily_pending_orders ?? 0,
    isRegisterOpen: state ? isRegisterOpenForUser(state.cash_register, state.user_id) : false,
  };
}

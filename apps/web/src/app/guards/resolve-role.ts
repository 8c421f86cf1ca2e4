import type { GlobalState } from "@club/contract";
import { ApiError } from "../../lib/api-client";
import type { RoleType } from "../../lib/global-state";

/**
 * The role the admin guard acts on: undefined while unknown (spinner), 'unauthorized' when the
 * global state call failed (spec section 4). A dropped connection during a background refresh keeps
 * the role already known, so an admin is not thrown out of the back office by a flaky network.
 */
export function resolveRole(data: GlobalState | undefined, error: unknown): RoleType {
  const offline = error instanceof ApiError && error.code === "NETWORK_ERROR";
  if (data && (!error || offline)) return data.user_role_type;
  if (error) return "unauthorized";
  return undefined;
}

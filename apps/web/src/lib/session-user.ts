import { me } from "@club/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/** Who is signed in (name for the header and the greeting); asked once per visit. */
export function sessionUserQueryOptions() {
  return queryOptions({ queryKey: ["session-user"], queryFn: () => apiRequest(me), staleTime: Infinity });
}

export function useSessionUser(enabled = true) {
  return useQuery({ ...sessionUserQueryOptions(), enabled });
}

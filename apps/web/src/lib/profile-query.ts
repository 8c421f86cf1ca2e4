import { findUser } from "@club/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

export const profileKey = (username: string) => ["profile", username.toLowerCase()] as const;

/** A player's profile (GET find_user): their page, and the club the ranking opens on. */
export function profileQueryOptions(username: string) {
  return queryOptions({
    queryKey: profileKey(username),
    queryFn: () => apiRequest(findUser, { params: { username } }),
    retry: false,
  });
}

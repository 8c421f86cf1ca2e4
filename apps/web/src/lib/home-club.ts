import { useQuery } from "@tanstack/react-query";
import { profileQueryOptions } from "./profile-query";
import { useSessionUser } from "./session-user";

/**
 * The club the signed-in player plays at most (from their profile): null when they have none or it cannot
 * be read, undefined while it is being asked.
 */
export function useHomeClubId(): number | null | undefined {
  const me = useSessionUser();
  const username = me.data?.username ?? "";
  const profile = useQuery({ ...profileQueryOptions(username), enabled: username !== "" });
  if (me.isError || profile.isError) return null;
  if (!profile.data) return undefined;
  return profile.data.club?.id ?? null;
}

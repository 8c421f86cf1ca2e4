import type { Match } from "@club/contract";

/**
 * The free places the person looking may take: places kept for the first of the waitlist are not theirs,
 * unless one is kept for them.
 */
export function placesForMe(match: Pick<Match, "free_places" | "waitlist">): number {
  const waitlist = match.waitlist;
  if (!waitlist) return match.free_places;
  const keptForMe = waitlist.mine?.offer ? 1 : 0;
  return Math.max(0, match.free_places - waitlist.held_places + keptForMe);
}

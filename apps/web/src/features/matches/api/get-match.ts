import { findMatch } from "@club/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { currentToken } from "../../../lib/session";

/** Under the bookings' prefix: joining or leaving a match changes what the booking screens show. */
export const matchKey = (slug: string) => ["bookings", "match", slug] as const;

export function useMatch(slug: string) {
  return useQuery(
    queryOptions({
      queryKey: matchKey(slug),
      queryFn: () => {
        // Signed in, the page also says the player's place on the waitlist.
        const token = currentToken();
        return apiRequest(findMatch, {
          params: { slug },
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      },
      retry: false,
    }),
  );
}

import { findMatch } from "@club/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Under the bookings' prefix: joining or leaving a match changes what the booking screens show. */
export const matchKey = (slug: string) => ["bookings", "match", slug] as const;

export function useMatch(slug: string) {
  return useQuery(
    queryOptions({
      queryKey: matchKey(slug),
      queryFn: () => apiRequest(findMatch, { params: { slug } }),
      retry: false,
    }),
  );
}

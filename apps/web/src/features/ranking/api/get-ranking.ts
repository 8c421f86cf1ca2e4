import { getRanking } from "@club/contract";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

const RANKING_PAGE_SIZE = 20;

/** The ranking of a club, of one category (null: all), a page at a time as the player asks for more. */
function rankingQueryOptions(clubId: number, category: string | null) {
  return infiniteQueryOptions({
    queryKey: ["ranking", clubId, category] as const,
    queryFn: ({ pageParam }) =>
      apiRequest(getRanking, {
        query: {
          club_id: clubId,
          page: pageParam,
          limit: RANKING_PAGE_SIZE,
          ...(category === null ? {} : { category }),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}

export function useRanking(clubId: number | null, category: string | null) {
  return useInfiniteQuery({ ...rankingQueryOptions(clubId ?? 0, category), enabled: clubId !== null });
}

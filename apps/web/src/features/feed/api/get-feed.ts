import { getFeed } from "@club/contract";
import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { feedKeys } from "./feed-keys";

export const FEED_PAGE_SIZE = 10;

export type FeedPage = Awaited<ReturnType<typeof fetchFeedPage>>;
export type FeedPages = InfiniteData<FeedPage, number>;

const fetchFeedPage = (clubId: number | null, page: number) =>
  apiRequest(getFeed, {
    query: { page, limit: FEED_PAGE_SIZE, ...(clubId === null ? {} : { club_id: clubId }) },
  });

/**
 * The club's news page after page as the list scrolls. Without a club the server picks the player's
 * (or the administrator's) club, and the next pages ask for the club the first answer named.
 */
export function useFeed(clubId: number | null) {
  return useInfiniteQuery({
    queryKey: feedKeys.pages(clubId),
    queryFn: ({ pageParam, client }) => {
      const first = client.getQueryData<FeedPages>(feedKeys.pages(clubId))?.pages[0];
      return fetchFeedPage(pageParam === 1 ? clubId : (first?.club.id ?? clubId), pageParam);
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_more ? last.pagination.page + 1 : undefined),
  });
}

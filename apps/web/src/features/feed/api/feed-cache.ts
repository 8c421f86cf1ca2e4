import type { FeedItem } from "@club/contract";
import { useQueryClient } from "@tanstack/react-query";
import type { FeedPages } from "./get-feed";

/** Every loaded feed, whichever club it was asked for. */
export const EVERY_FEED = { queryKey: ["feed", "pages"] };

function updateItem(pages: FeedPages | undefined, id: number, change: (item: FeedItem) => Partial<FeedItem>) {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? { ...item, ...change(item) } : item)),
    })),
  };
}

/** Changes one item in every loaded page of the feed, without asking the server again. */
export function useSetFeedItem() {
  const queryClient = useQueryClient();
  return (id: number, change: (item: FeedItem) => Partial<FeedItem>) =>
    queryClient.setQueriesData<FeedPages>(EVERY_FEED, (pages) => updateItem(pages, id, change));
}

const ALL = ["player-notifications"] as const;

/** The player's inbox queries, all under one key: a change to a notice refreshes the count and every list. */
export const playerNotificationKeys = {
  all: ALL,
  unreadCount: [...ALL, "unread-count"] as const,
  /** Both lists (all, unread only), each page after page. */
  lists: [...ALL, "pages"] as const,
  pages: (unreadOnly: boolean) => [...ALL, "pages", { unreadOnly }] as const,
};

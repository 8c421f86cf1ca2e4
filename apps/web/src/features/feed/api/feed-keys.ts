/** The feed's queries (all under ["feed"]): the pages of a club's news (by club asked, null for the default), comments, reports. */
export const feedKeys = {
  pages: (clubId: number | null) => ["feed", "pages", clubId] as const,
  comments: (itemId: number) => ["feed", "comments", itemId] as const,
  reports: ["feed", "reports"] as const,
};

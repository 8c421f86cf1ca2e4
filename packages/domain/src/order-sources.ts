/** Where a sale was made: the point of sale, reception, or the players' app. */
export const ORDER_SOURCES = ["pos", "reception", "app"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

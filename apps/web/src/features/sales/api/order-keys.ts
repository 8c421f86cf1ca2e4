/** Every order query (lists of both screens and details) starts with this key. */
export const ORDERS_KEY = ["orders"] as const;

export const orderKeys = {
  lists: [...ORDERS_KEY, "list"] as const,
  order: (id: number | null) => [...ORDERS_KEY, "order", id] as const,
};

/** A sales screen's page: twenty orders (the API's default is the spec's 3). */
export const ORDERS_PAGE_SIZE = 20;

import type { OrderStatus } from "@club/contract";

/** How an order's status reads and its badge's color: the sales screens and the reports. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  paid: "Pagada",
  pending: "Pendiente",
  cancelled: "Anulada",
};

export const ORDER_STATUS_COLORS: Readonly<Record<OrderStatus, string>> = {
  paid: "green",
  pending: "yellow",
  cancelled: "gray",
};

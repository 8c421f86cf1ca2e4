import type { OrderStatus } from "@club/contract";

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

import type { OrderSource, OrderStatus } from "@club/contract";

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

export const ORDER_SOURCE_LABELS: Readonly<Record<OrderSource, string>> = {
  pos: "Punto de venta",
  reception: "Recepción",
  app: "App",
};

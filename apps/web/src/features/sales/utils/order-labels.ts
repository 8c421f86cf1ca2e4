import type { OrderSource } from "@club/contract";

export const ORDER_SOURCE_LABELS: Readonly<Record<OrderSource, string>> = {
  pos: "Punto de venta",
  reception: "Recepción",
  app: "App",
};

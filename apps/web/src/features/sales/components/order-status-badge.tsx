import type { OrderStatus } from "@club/contract";
import { Badge } from "@mantine/core";
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from "../../../lib/order-status-labels";

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={ORDER_STATUS_COLORS[status]} variant="light">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

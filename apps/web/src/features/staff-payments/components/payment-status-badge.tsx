import type { PaymentStatus } from "@club/contract";
import { Badge } from "@mantine/core";
import { STATUS_COLORS, STATUS_LABELS } from "../utils/payment-labels";

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

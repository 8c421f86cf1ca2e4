import type { PaymentStatus } from "@club/contract";
import { Badge } from "@mantine/core";
import { PAYMENT_STATUS_LABELS as STATUS_LABELS } from "../../../lib/payment-method-labels";
import { STATUS_COLORS } from "../utils/payment-labels";

/** Never cut: the badge is as wide as its word («ABANDONADO»), the table scrolls instead. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" miw="max-content">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

import type { ListedPaymentMethod, PaymentStatus, StaffPayment } from "@club/contract";
import type { PaymentView } from "./staff-payments.service";

export function toStaffPaymentWire(view: PaymentView): StaffPayment {
  return {
    id: view.id,
    order_id: view.orderId,
    booking: {
      id: view.bookingId,
      slug: view.bookingSlug,
      date: view.bookingDate,
      start_time: view.bookingStartTime,
      court_name: view.courtName,
    },
    payer_name: view.payerName,
    // The table's check constraints, and the repository for sale lines, allow only these values.
    channel: view.channel as StaffPayment["channel"],
    method: view.method as ListedPaymentMethod,
    percentage: view.percentage,
    amount: view.amount,
    status: view.status as PaymentStatus,
    cash_register_name: view.registerName,
    created_at: view.createdAt.toISOString(),
    settled_at: view.settledAt?.toISOString() ?? null,
  };
}

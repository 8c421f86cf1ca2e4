import type { PaymentStatus } from "@club/contract";

/** How a payment's status reads on every screen. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: "Pendiente",
  paid: "Pagado",
  rejected: "Rechazado",
  abandoned: "Abandonado",
  expired: "Vencido",
};

/** The label of a status the wire gives as plain text; an unknown one reads as it came. */
export const paymentStatusLabel = (status: string): string =>
  (PAYMENT_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;

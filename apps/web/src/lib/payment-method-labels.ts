import type { PaymentMethod, PaymentStatus } from "@club/contract";

/** How a payment method reads on every screen. */
export const METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  webpay: "Webpay",
  test: "Pasarela de prueba",
  cash: "Efectivo",
  debit: "Débito",
  credit: "Crédito",
  transfer: "Transferencia",
};

/** The label of a method the wire gives as plain text; an unknown one reads as it came. */
export const methodLabel = (method: string): string =>
  (METHOD_LABELS as Readonly<Record<string, string>>)[method] ?? method;

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

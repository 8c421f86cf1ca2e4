import type { PaymentStatus, StaffPayment } from "@club/contract";

/** How a payment's status reads on every screen. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: "Pendiente",
  paid: "Pagado",
  rejected: "Rechazado",
  abandoned: "Abandonado",
  expired: "Vencido",
  refunded: "Devuelto",
};

/** Where a booking's money came: a gateway, the reception desk, or a sale of the point of sale. */
export const PAYMENT_CHANNEL_LABELS: Readonly<Record<StaffPayment["channel"], string>> = {
  online: "En línea",
  reception: "Recepción",
  sale: "Venta",
};

/** The label of a channel the wire gives as plain text; an unknown one reads as it came. */
export const paymentChannelLabel = (channel: string): string =>
  (PAYMENT_CHANNEL_LABELS as Readonly<Record<string, string>>)[channel] ?? channel;

/** The label of a status the wire gives as plain text; an unknown one reads as it came. */
export const paymentStatusLabel = (status: string): string =>
  (PAYMENT_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;

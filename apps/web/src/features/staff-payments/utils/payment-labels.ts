import type { PaymentMethod, PaymentStatus, StaffPayment } from "@club/contract";
import { clubDateTimeParts } from "@club/domain";

export const METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  webpay: "Webpay",
  test: "Pasarela de prueba",
  cash: "Efectivo",
  debit: "Débito",
  credit: "Crédito",
  transfer: "Transferencia",
};

export const STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: "Pendiente",
  paid: "Pagado",
  rejected: "Rechazado",
  abandoned: "Abandonado",
  expired: "Vencido",
};

export const STATUS_COLORS: Readonly<Record<PaymentStatus, string>> = {
  pending: "yellow",
  paid: "green",
  rejected: "red",
  abandoned: "gray",
  expired: "gray",
};

export const CHANNEL_LABELS: Readonly<Record<StaffPayment["channel"], string>> = {
  online: "En línea",
  reception: "Recepción",
};

/** An instant as the person reads it ("23-11-2026 09:00"), on the browser's clock. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return "—";
  const { date, timeWithoutSeconds } = clubDateTimeParts(new Date(iso));
  return `${date} ${timeWithoutSeconds}`;
}

/** "2026-11-24" as "24-11-2026". */
export const formatDay = (isoDate: string) => isoDate.split("-").reverse().join("-");

import type { PaymentMethod } from "@club/contract";

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

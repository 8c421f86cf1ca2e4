/** How a payment method reads to people: on every screen and in the e-mails. */
export const PAYMENT_METHOD_LABELS = {
  webpay: "Webpay",
  test: "Pasarela de prueba",
  cash: "Efectivo",
  debit: "Débito",
  credit: "Crédito",
  transfer: "Transferencia",
  // A sale paid with several of these.
  mixed: "Mixto",
} as const satisfies Readonly<Record<string, string>>;

/** The label of a method given as plain text; an unknown one reads as it came. */
export const paymentMethodLabel = (method: string): string =>
  (PAYMENT_METHOD_LABELS as Readonly<Record<string, string>>)[method] ?? method;

import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from "@club/contract";
import { formatClp, PESOS_RULE, parseEsClNumber } from "@club/domain";

export type SplitTexts = {
  /** The amount typed for each method, es-CL ("12.990"); empty means none. */
  amounts: Readonly<Record<OrderPaymentMethod, string>>;
  /** The cash the client hands over; empty means exactly the cash part. */
  cashReceived: string;
};

export type SplitField = OrderPaymentMethod | "cashReceived" | "total";

export type Split = {
  payments: { method: OrderPaymentMethod; amount: number }[];
  /** What the typed amounts add up to. */
  assigned: number;
  /** Positive: still to assign; negative: assigned beyond the total. */
  remaining: number;
  cashPart: number;
  cashReceived: number | null;
  change: number;
  /** Why the split cannot be sent yet, by field; empty when it can. */
  errors: Partial<Record<SplitField, string>>;
};

export const emptyAmounts = (): Record<OrderPaymentMethod, string> => ({
  cash: "",
  debit: "",
  credit: "",
  transfer: "",
});

/**
 * Split tender: what each method takes, the cash handed over and the change. The server checks the same
 * rules (payments add up to the total, cash received covers the cash part); this says so before sending.
 */
export function readSplit(texts: SplitTexts, total: number): Split {
  const errors: Split["errors"] = {};
  const payments: Split["payments"] = [];
  for (const method of ORDER_PAYMENT_METHODS) {
    const parsed = parseEsClNumber(texts.amounts[method], PESOS_RULE);
    if (parsed.error !== undefined) errors[method] = parsed.error;
    else if (parsed.value) payments.push({ method, amount: parsed.value });
  }
  const assigned = payments.reduce((sum, p) => sum + p.amount, 0);
  const remaining = total - assigned;
  if (remaining > 0) errors.total = `Falta asignar ${formatClp(remaining)}`;
  if (remaining < 0) errors.total = `Los pagos superan el total en ${formatClp(-remaining)}`;
  const cashPart = payments.find((p) => p.method === "cash")?.amount ?? 0;
  const received = parseEsClNumber(texts.cashReceived, PESOS_RULE);
  const cashReceived = received.value ?? null;
  if (received.error !== undefined) errors.cashReceived = received.error;
  else if (cashReceived !== null && cashReceived < cashPart) {
    errors.cashReceived = `Debe ser al menos el efectivo a cobrar (${formatClp(cashPart)})`;
  }
  const change = cashReceived !== null && cashReceived > cashPart ? cashReceived - cashPart : 0;
  return { payments, assigned, remaining, cashPart, cashReceived, change, errors };
}

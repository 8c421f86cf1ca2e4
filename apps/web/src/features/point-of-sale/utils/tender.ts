import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from "@club/contract";
import { formatEsClNumber, PESOS_RULE, parseEsClNumber } from "@club/domain";
import type { OrderData } from "./order-body";

/** The amounts typed in the payment panel, by method, and the cash handed over (all es-CL text). */
export interface Tender {
  amounts: Record<OrderPaymentMethod, string>;
  cashReceived: string;
}

export const PAYMENT_METHOD_ORDER: readonly OrderPaymentMethod[] = ORDER_PAYMENT_METHODS;

/** A new payment: all of it in cash, which the operator changes or splits. */
export function initialTender(total: number): Tender {
  const amounts = Object.fromEntries(PAYMENT_METHOD_ORDER.map((m) => [m, ""])) as Tender["amounts"];
  amounts.cash = total > 0 ? formatEsClNumber(total, PESOS_RULE) : "";
  return { amounts, cashReceived: "" };
}

export interface TenderSummary {
  payments: { method: OrderPaymentMethod; amount: number }[];
  paid: number;
  /** What is still to be covered (negative when the amounts exceed the total). */
  remaining: number;
  cash: number;
  cashReceived: number;
  change: number;
  /** Why the sale cannot be charged yet, by field ("cash", "cashReceived", "total"). */
  errors: Record<string, string>;
}

const pesos = (text: string) => parseEsClNumber(text, PESOS_RULE);

/** Split tender: the amounts must add up to the total, and the cash received cover the cash part. */
export function summarizeTender(total: number, tender: Tender): TenderSummary {
  const errors: Record<string, string> = {};
  const payments: TenderSummary["payments"] = [];
  for (const method of PAYMENT_METHOD_ORDER) {
    const parsed = pesos(tender.amounts[method]);
    if (parsed.error) errors[method] = parsed.error;
    else if (parsed.value) payments.push({ method, amount: parsed.value });
  }
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const cash = payments.find((p) => p.method === "cash")?.amount ?? 0;
  const received = pesos(tender.cashReceived);
  const cashReceived = received.value ?? cash;
  if (received.error) errors.cashReceived = received.error;
  else if (cashReceived < cash)
    errors.cashReceived = "El efectivo recibido no alcanza para la parte en efectivo";
  const remaining = total - paid;
  if (remaining > 0) errors.total = "Los pagos no alcanzan el total";
  if (remaining < 0) errors.total = "Los pagos superan el total";
  return { payments, paid, remaining, cash, cashReceived, change: Math.max(0, cashReceived - cash), errors };
}

/** The payment part of a paid order: the amounts, and the cash received only when more than the cash part. */
export function paymentFields(
  summary: TenderSummary,
): Required<Pick<OrderData, "order_payments">> & Pick<OrderData, "order_cash_received"> {
  return {
    order_payments: summary.payments,
    ...(summary.cash > 0 && summary.cashReceived > summary.cash
      ? { order_cash_received: summary.cashReceived }
      : {}),
  };
}

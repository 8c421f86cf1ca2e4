import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from "@club/contract";
import { formatEsClNumber, PESOS_RULE } from "@club/domain";
import { type ReadTender, readTypedTender } from "../../../lib/typed-tender";
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

/** What the payment panel's amounts pay, the change, and why the sale cannot be charged yet, by field. */
export const summarizeTender = (total: number, tender: Tender): ReadTender =>
  readTypedTender({ total, ...tender });

/** The payment part of a paid order: the amounts, and the cash received only when more than the cash part. */
export function paymentFields(
  summary: ReadTender,
): Required<Pick<OrderData, "order_payments">> & Pick<OrderData, "order_cash_received"> {
  return {
    order_payments: summary.payments,
    ...(summary.cashReceived !== null && summary.cashReceived > summary.cashPart
      ? { order_cash_received: summary.cashReceived }
      : {}),
  };
}

import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod } from "@club/contract";
import {
  checkSplitTender,
  formatClp,
  PESOS_RULE,
  parseEsClNumber,
  type TenderPart,
  type TenderProblem,
  tenderCashPart,
} from "@club/domain";

/** A form's fields: one amount per method, the cash handed over, and the payments as a whole (`total`). */
export type TenderField = OrderPaymentMethod | "cashReceived" | "total";

export interface TypedTender {
  total: number;
  /** The amount typed for each method, es-CL ("12.990"); empty means none. */
  amounts: Readonly<Record<OrderPaymentMethod, string>>;
  /** The cash the client hands over; empty means exactly the cash part. */
  cashReceived: string;
}

export interface ReadTender {
  payments: TenderPart<OrderPaymentMethod>[];
  paid: number;
  /** Positive: still to cover; negative: paid beyond the total. */
  remaining: number;
  cashPart: number;
  /** As typed; null when empty, or when there is no cash part to hand cash over for. */
  cashReceived: number | null;
  /** Zero until the tender can be charged. */
  change: number;
  /** Why the tender cannot be sent yet, by field, in Spanish; empty when it can. */
  errors: Partial<Record<TenderField, string>>;
}

/** The web's one wording of each split-tender problem (the server words them for its own 400). */
function problemMessage(problem: TenderProblem): string {
  switch (problem.code) {
    case "parts_short":
      return `Falta asignar ${formatClp(problem.total - problem.paid)}`;
    case "parts_over":
      return `Los pagos superan el total en ${formatClp(problem.paid - problem.total)}`;
    case "cash_received_short":
      return `El efectivo recibido no alcanza para la parte en efectivo (${formatClp(problem.cashPart)})`;
    case "cash_received_without_cash_part":
      return "Sin pago en efectivo no hay efectivo que recibir";
    case "cash_received_too_large":
      return "El monto es demasiado grande";
  }
}

const FORM_FIELD = { parts: "total", cashReceived: "cashReceived" } as const;

/**
 * Reads a split tender as typed and checks it with the domain's rule, the one the server applies too:
 * the payments add up to the total and the cash handed over covers the cash part. An amount that cannot
 * be read keeps its own message.
 */
export function readTypedTender({ total, amounts, cashReceived: receivedText }: TypedTender): ReadTender {
  const errors: ReadTender["errors"] = {};
  const payments: ReadTender["payments"] = [];
  for (const method of ORDER_PAYMENT_METHODS) {
    const parsed = parseEsClNumber(amounts[method], PESOS_RULE);
    if (parsed.error !== undefined) errors[method] = parsed.error;
    else if (parsed.value) payments.push({ method, amount: parsed.value });
  }
  const cashPart = tenderCashPart(payments);
  const received = parseEsClNumber(receivedText, PESOS_RULE);
  if (received.error !== undefined) errors.cashReceived = received.error;
  // Without a cash part the forms hide the cash received, so what it still holds counts for nothing.
  const cashReceived = cashPart > 0 ? (received.value ?? null) : null;
  const check = checkSplitTender({ total, parts: payments, cashReceived: cashReceived ?? undefined });
  for (const problem of check.ok ? [] : check.problems) {
    errors[FORM_FIELD[problem.field]] ??= problemMessage(problem);
  }
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const change = check.ok ? check.change : 0;
  return { payments, paid, remaining: total - paid, cashPart, cashReceived, change, errors };
}

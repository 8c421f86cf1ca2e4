import { MAX_ORDER_AMOUNT } from "./order-amounts";

/** One part of a split tender: a payment method and what it takes, in whole pesos. */
export interface TenderPart<Method extends string = string> {
  method: Method;
  amount: number;
}

export interface SplitTender<Method extends string = string> {
  total: number;
  parts: readonly TenderPart<Method>[];
  /** The cash the client hands over; exactly the cash part when absent. */
  cashReceived?: number;
}

/**
 * Why a split tender cannot be charged, as a code with the figures a message needs and the field it is
 * about (`parts`: the payments as a whole; `cashReceived`). Each caller words it for its readers.
 */
export type TenderProblem =
  | { code: "parts_short" | "parts_over"; field: "parts"; paid: number; total: number }
  | { code: "cash_received_short"; field: "cashReceived"; cashPart: number }
  | { code: "cash_received_without_cash_part"; field: "cashReceived" }
  | { code: "cash_received_too_large"; field: "cashReceived" };

export type TenderCheck =
  | { ok: true; cashPart: number; cashReceived: number; change: number }
  | { ok: false; problems: TenderProblem[] };

/** What the parts put in cash (zero without a cash part). */
export function tenderCashPart(parts: readonly TenderPart[]): number {
  return parts.find((part) => part.method === "cash")?.amount ?? 0;
}

/**
 * Split tender: the parts add up to the total exactly, and the cash handed over covers the cash part (and
 * is only handed over when there is one). Answers the change, or every problem at once (at most one per
 * field) so a form can show them all.
 */
export function checkSplitTender({ total, parts, cashReceived }: SplitTender): TenderCheck {
  const problems: TenderProblem[] = [];
  const paid = parts.reduce((sum, part) => sum + part.amount, 0);
  if (paid < total) problems.push({ code: "parts_short", field: "parts", paid, total });
  if (paid > total) problems.push({ code: "parts_over", field: "parts", paid, total });
  const cashPart = tenderCashPart(parts);
  const received = cashReceived ?? cashPart;
  if (cashPart === 0 && received > 0) {
    problems.push({ code: "cash_received_without_cash_part", field: "cashReceived" });
  } else if (received < cashPart) {
    problems.push({ code: "cash_received_short", field: "cashReceived", cashPart });
  } else if (received > MAX_ORDER_AMOUNT) {
    problems.push({ code: "cash_received_too_large", field: "cashReceived" });
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, cashPart, cashReceived: received, change: received - cashPart };
}

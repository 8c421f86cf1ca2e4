import type { OrderPaymentMethod } from "@club/contract";
import { type ReadTender, readTypedTender, type TypedTender } from "../../../lib/typed-tender";

export type SplitTexts = Omit<TypedTender, "total">;

export const emptyAmounts = (): Record<OrderPaymentMethod, string> => ({
  cash: "",
  debit: "",
  credit: "",
  transfer: "",
});

/**
 * Split tender of a pending order: what each method takes, the cash handed over and the change. The
 * server checks the same rule; this says so before sending.
 */
export const readSplit = (texts: SplitTexts, total: number): ReadTender =>
  readTypedTender({ total, ...texts });

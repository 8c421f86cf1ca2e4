import { formatClp } from "./money";

/** A price as people read it: "$990" per unit, "$30 / gr" for an item sold by weight or volume. */
export function formatUnitPrice(amount: number, unitShort?: string | null): string {
  return unitShort ? `${formatClp(amount)} / ${unitShort}` : formatClp(amount);
}

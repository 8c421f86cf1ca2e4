import { numberFormatter } from "./intl-formatters";

/**
 * How much `current` moved against `previous`, as a fraction (0.25 is 25 % more), or null when there is
 * nothing to compare with (no figure before, where any growth would be infinite).
 */
export function periodChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** "+25%", "-8%", "0%": a change with its sign, whole percent, as es-CL writes it. */
export const formatPeriodChange = (change: number) =>
  numberFormatter("es-CL", {
    style: "percent",
    maximumFractionDigits: 0,
    signDisplay: "exceptZero",
  }).format(change);

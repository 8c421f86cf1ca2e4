import { MAX_REPORT_DAYS, rangeDays } from "@club/domain";

/**
 * A range picked on a report screen: its days once they can be asked for, or why not yet (a day missing,
 * backwards, longer than a year: the rule the server applies).
 */
export function checkRange(
  from: string | null,
  to: string | null,
): { problem: string } | { startDate: string; endDate: string } {
  if (!from || !to) return { problem: "Elige las fechas «Desde» y «Hasta»." };
  if (to < from) return { problem: "«Hasta» debe ser igual o posterior a «Desde»." };
  if (rangeDays({ startDate: from, endDate: to }) > MAX_REPORT_DAYS) {
    return { problem: `El rango puede tener hasta ${MAX_REPORT_DAYS} días.` };
  }
  return { startDate: from, endDate: to };
}

import { MAX_REPORT_DAYS, REPORT_PERIODS, type ReportPeriod, rangeDays } from "@club/domain";
import { z } from "zod";
import { bookingDate } from "./booking-schemas";

/** How a report groups its days, and which period "this period" is (domain `report-range.ts`). */
export type { ReportPeriod };

export const reportPeriod = z.enum(REPORT_PERIODS, { error: "El período debe ser day, week, month o year" });

/**
 * A report's days on the club's calendar: `start_date` and `end_date` together (both included, at most
 * 366 days; `period` then groups them, where a report groups), or neither, and then the current `period`
 * (default month). Every report call reads it: the sales reports and the court statistics.
 */
export const reportRangeQuery = z
  .object({
    period: reportPeriod.optional(),
    start_date: bookingDate.optional(),
    end_date: bookingDate.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.start_date === undefined) !== (q.end_date === undefined)) {
      const path = q.start_date === undefined ? "start_date" : "end_date";
      ctx.addIssue({ code: "custom", path: [path], message: "Indica la fecha inicial y la final" });
      return;
    }
    if (q.start_date === undefined || q.end_date === undefined) return;
    if (q.end_date < q.start_date) {
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: "La fecha final no puede ser anterior a la inicial",
      });
    } else if (rangeDays({ startDate: q.start_date, endDate: q.end_date }) > MAX_REPORT_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["end_date"],
        message: `El rango puede abarcar hasta ${MAX_REPORT_DAYS} días`,
      });
    }
  });
export type ReportRangeQuery = z.input<typeof reportRangeQuery>;

/** The days a report covers, as it read them. */
export const reportRangeSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  start_date: z.string(),
  end_date: z.string(),
});
export type ReportRange = z.infer<typeof reportRangeSchema>;

/**
 * Money of a range by the accounting rule: `gross` the amount of orders paid in the range, `refunds` the
 * amount of paid orders cancelled in the range, `net` = gross − refunds; `sales_count` and `refunds_count`
 * count those orders.
 */
export const salesFiguresSchema = z.object({
  gross: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  sales_count: z.number().int(),
  refunds_count: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

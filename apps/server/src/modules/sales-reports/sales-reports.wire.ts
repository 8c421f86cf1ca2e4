import { INCOME_SOURCES, ORDER_PAYMENT_METHODS, type ReportRangeQuery } from "@club/contract";
import type { ReportScope } from "./report-range";
import { type Figures, NO_SALES, type RangeQuery } from "./sales-reports.service";

/** The days a report's query asks for, as the service reads them. */
export const rangeQueryOf = (q: ReportRangeQuery): RangeQuery => ({
  period: q.period,
  startDate: q.start_date,
  endDate: q.end_date,
});

export const rangeWire = (s: ReportScope) => ({
  period: s.period,
  start_date: s.startDate,
  end_date: s.endDate,
});

export const figuresWire = (f: Figures) => ({
  gross: f.gross,
  refunds: f.refunds,
  net: f.net,
  sales_count: f.salesCount,
  refunds_count: f.refundsCount,
});

// Webpay is listed even without money; the test gateway (a club trying the app) only when it took some.
const LISTED_METHODS = [...ORDER_PAYMENT_METHODS, "webpay"] as const;

/** Every listed payment method with its figures, from those of the methods that took money. */
export function methodsWire(taken: (Figures & { method: string })[]) {
  const methods = taken.some((m) => m.method === "test")
    ? [...LISTED_METHODS, "test" as const]
    : LISTED_METHODS;
  return methods.map((method) => ({
    method,
    ...figuresWire(taken.find((m) => m.method === method) ?? NO_SALES),
  }));
}

/** Every source of income with its figures. */
export const sourcesWire = (bySource: Map<string, Figures>) =>
  INCOME_SOURCES.map((source) => ({ source, ...figuresWire(bySource.get(source) ?? NO_SALES) }));

type LineView = Figures & {
  ordersCount: number;
  soldQuantity: number;
  refundedQuantity: number;
  netQuantity: number;
};

const figuresOnly = (l: Figures & { ordersCount: number }) => ({
  gross: l.gross,
  refunds: l.refunds,
  net: l.net,
  orders_count: l.ordersCount,
});

export const lineWire = (l: LineView) => ({ ...figuresOnly(l), ...quantitiesWire(l) });

type Quantities<Q> = { soldQuantity: Q; refundedQuantity: Q; netQuantity: Q };
const quantitiesWire = <Q>(q: Quantities<Q>) => ({
  sold_quantity: q.soldQuantity,
  refunded_quantity: q.refundedQuantity,
  net_quantity: q.netQuantity,
});

export const categoryWire = (
  c: Omit<LineView, keyof Quantities<number>> &
    Quantities<number | null> & {
      kind: "item" | "bookings";
      categoryId: number | null;
      categoryName: string;
      quantities: (Quantities<number> & { measureUnitShort: string | null })[];
    },
) => ({
  ...figuresOnly(c),
  ...quantitiesWire(c),
  kind: c.kind,
  category_id: c.categoryId,
  category_name: c.categoryName,
  quantities: c.quantities.map((q) => ({ measure_unit_short: q.measureUnitShort, ...quantitiesWire(q) })),
});

type Side = Figures & { startDate: string; endDate: string; averageTicket: number };

export const sideWire = (s: Side) => ({
  ...figuresWire(s),
  start_date: s.startDate,
  end_date: s.endDate,
  average_ticket: s.averageTicket,
});

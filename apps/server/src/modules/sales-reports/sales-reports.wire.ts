import type { ReportScope } from "./report-range";
import type { Figures } from "./sales-reports.service";

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

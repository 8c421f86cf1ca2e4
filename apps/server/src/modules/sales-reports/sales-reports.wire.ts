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

export const lineWire = (l: LineView) => ({
  gross: l.gross,
  refunds: l.refunds,
  net: l.net,
  orders_count: l.ordersCount,
  sold_quantity: l.soldQuantity,
  refunded_quantity: l.refundedQuantity,
  net_quantity: l.netQuantity,
});

export const categoryWire = (
  c: LineView & { kind: "item" | "bookings"; categoryId: number | null; categoryName: string },
) => ({
  ...lineWire(c),
  kind: c.kind,
  category_id: c.categoryId,
  category_name: c.categoryName,
});

type Side = Figures & { startDate: string; endDate: string; averageTicket: number };

export const sideWire = (s: Side) => ({
  ...figuresWire(s),
  start_date: s.startDate,
  end_date: s.endDate,
  average_ticket: s.averageTicket,
});

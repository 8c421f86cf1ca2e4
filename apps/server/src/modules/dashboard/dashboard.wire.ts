import type { Dashboard } from "@club/contract";
import type { CourtUse, getDashboard, SalesFigure } from "./dashboard.service";

type DashboardView = Awaited<ReturnType<typeof getDashboard>>;

const salesWire = (figure: SalesFigure) => ({ net_amount: figure.net, orders_count: figure.salesCount });

const courtUseWire = (use: CourtUse) => ({
  booking_id: use.bookingId,
  court_name: use.courtName,
  start_time: use.startTime,
  end_time: use.endTime,
  booking_type: use.bookingType as Dashboard["courts"]["now"][number]["booking_type"],
  blocked: use.blocked,
  who: use.who,
});

export function toDashboardWire(view: DashboardView): Dashboard {
  return {
    date: view.date,
    time: view.time,
    sales: {
      today: salesWire(view.sales.today),
      last_week_so_far: salesWire(view.sales.lastWeekSoFar),
      last_week_whole_day: salesWire(view.sales.lastWeekWholeDay),
    },
    courts: {
      total: view.courts.total,
      now: view.courts.now.map(courtUseWire),
      next: view.courts.next.map(courtUseWire),
    },
    critical_stock: {
      count: view.critical.count,
      items: view.critical.items.map((item) => ({
        id: item.id,
        item_name: item.name,
        item_stock: item.stock,
        item_critical_stock: item.criticalStock,
        item_bulk: item.bulk,
        item_measure_unit_short: item.unitShort,
      })),
    },
  };
}

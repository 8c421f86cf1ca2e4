import type { OrderStatus } from "@club/contract";
import { formatClp, isoDayWords, paymentMethodLabel } from "@club/domain";
import { BarChart, DonutChart } from "@mantine/charts";
import { ORDER_STATUS_LABELS } from "../../../lib/order-status-labels";
import {
  useByCategory,
  useByMethod,
  useByStatus,
  useSalesOverTime,
  useTopItems,
} from "../api/report-queries";
import type { ReportQuery } from "../hooks/use-report-range";
import {
  countColumn,
  dayColumn,
  moneyColumn,
  quantityColumn,
  textColumn,
  unitQuantitiesColumn,
} from "../utils/report-columns";
import { ReportSection } from "./report-section";

type Data<H extends (...args: never[]) => { data?: unknown }> = NonNullable<ReturnType<H>["data"]>;
type Bucket = Data<typeof useSalesOverTime>["buckets"][number];
type MethodRow = Data<typeof useByMethod>["methods"][number];
type CategoryRow = Data<typeof useByCategory>["categories"][number];
type ItemRow = Data<typeof useTopItems>["items"][number];
type StatusRow = Data<typeof useByStatus>["statuses"][number];

const money = (value: number) => formatClp(value);
const dayLabel = (date: string) => isoDayWords(date, { day: "numeric", month: "short" });
const EMPTY_SALES = "No hay ventas en este período.";
const CHART_H = 260;

type Figures = { gross: number; refunds: number; net: number };
const figureColumns = <T extends Figures>() => [
  moneyColumn<T>("Bruto", (r) => r.gross),
  moneyColumn<T>("Devoluciones", (r) => r.refunds),
  moneyColumn<T>("Neto", (r) => r.net),
];

export function SalesOverTime({ query }: { query: ReportQuery | null }) {
  const report = useSalesOverTime(query);
  const rows = report.data?.buckets;
  const hasSales = rows?.some((r) => r.sales_count > 0 || r.refunds_count > 0);
  return (
    <ReportSection
      error={report.error}
      title="Ventas en el tiempo"
      csvName="ventas-en-el-tiempo"
      rows={rows && (hasSales ? rows : [])}
      rowKey={(r) => r.date}
      empty={EMPTY_SALES}
      columns={[
        dayColumn<Bucket>("Desde", (r) => r.date),
        countColumn<Bucket>("Ventas", (r) => r.sales_count),
        ...figureColumns<Bucket>(),
      ]}
      chart={
        <BarChart
          h={CHART_H}
          data={(rows ?? []).map((r) => ({ ...r, label: dayLabel(r.date) }))}
          dataKey="label"
          series={[{ name: "net", label: "Ventas netas", color: "teal.6" }]}
          valueFormatter={money}
          tickLine="y"
        />
      }
    />
  );
}

export function ByPaymentMethod({ query }: { query: ReportQuery | null }) {
  const report = useByMethod(query);
  const rows = report.data?.methods;
  const sold = rows?.filter((r) => r.sales_count > 0 || r.refunds_count > 0);
  return (
    <ReportSection
      error={report.error}
      title="Por medio de pago"
      csvName="ventas-por-medio-de-pago"
      rows={sold}
      rowKey={(r) => r.method}
      empty={EMPTY_SALES}
      columns={[
        textColumn<MethodRow>("Medio", (r) => paymentMethodLabel(r.method)),
        countColumn<MethodRow>("Ventas", (r) => r.sales_count),
        ...figureColumns<MethodRow>(),
      ]}
      chart={
        <BarChart
          h={CHART_H}
          data={(sold ?? []).map((r) => ({ medio: paymentMethodLabel(r.method), net: r.net }))}
          dataKey="medio"
          series={[{ name: "net", label: "Neto", color: "blue.6" }]}
          valueFormatter={money}
        />
      }
    />
  );
}

export function ByCategory({ query }: { query: ReportQuery | null }) {
  const report = useByCategory(query);
  const rows = report.data?.categories;
  return (
    <ReportSection
      error={report.error}
      title="Por categoría"
      csvName="ventas-por-categoria"
      rows={rows}
      rowKey={(r) => `${r.kind}-${r.category_id}`}
      empty={EMPTY_SALES}
      columns={[
        textColumn<CategoryRow>("Categoría", (r) => r.category_name),
        countColumn<CategoryRow>("Pedidos", (r) => r.orders_count),
        unitQuantitiesColumn<CategoryRow>("Cantidad neta", (r) => r.quantities),
        ...figureColumns<CategoryRow>(),
      ]}
      chart={
        <BarChart
          h={Math.max(CHART_H, (rows?.length ?? 0) * 36)}
          data={(rows ?? []).map((r) => ({ categoria: r.category_name, net: r.net }))}
          dataKey="categoria"
          orientation="vertical"
          yAxisProps={{ width: 110 }}
          series={[{ name: "net", label: "Neto", color: "violet.6" }]}
          valueFormatter={money}
        />
      }
    />
  );
}

export function TopItems({ query }: { query: ReportQuery | null }) {
  const report = useTopItems(query);
  const rows = report.data?.items;
  return (
    <ReportSection
      error={report.error}
      title="Productos más vendidos"
      csvName="productos-mas-vendidos"
      rows={rows}
      rowKey={(r) => String(r.item_id)}
      empty={EMPTY_SALES}
      columns={[
        textColumn<ItemRow>("Producto", (r) => r.item_name),
        textColumn<ItemRow>("Unidad", (r) => r.measure_unit_short ?? "un"),
        quantityColumn<ItemRow>("Cantidad neta", (r) => r.net_quantity),
        ...figureColumns<ItemRow>(),
      ]}
      chart={
        <BarChart
          h={Math.max(CHART_H, (rows?.length ?? 0) * 32)}
          data={(rows ?? []).map((r) => ({ producto: r.item_name, net: r.net }))}
          dataKey="producto"
          orientation="vertical"
          yAxisProps={{ width: 130 }}
          series={[{ name: "net", label: "Neto", color: "orange.6" }]}
          valueFormatter={money}
        />
      }
    />
  );
}

const STATUS_COLORS: Record<OrderStatus, string> = {
  paid: "teal.6",
  pending: "yellow.6",
  cancelled: "gray.6",
};

export function ByStatus({ query }: { query: ReportQuery | null }) {
  const report = useByStatus(query);
  const rows = report.data?.statuses;
  const any = rows?.filter((r) => r.orders_count > 0);
  return (
    <ReportSection
      error={report.error}
      title="Pedidos por estado"
      csvName="pedidos-por-estado"
      rows={any}
      rowKey={(r) => r.order_status}
      empty="No se crearon pedidos en este período."
      columns={[
        textColumn<StatusRow>("Estado", (r) => ORDER_STATUS_LABELS[r.order_status]),
        countColumn<StatusRow>("Pedidos", (r) => r.orders_count),
        moneyColumn<StatusRow>("Monto", (r) => r.amount),
      ]}
      chart={
        <DonutChart
          mx="auto"
          withLabelsLine
          withLabels
          labelsType="value"
          data={(any ?? []).map((r) => ({
            name: ORDER_STATUS_LABELS[r.order_status],
            value: r.orders_count,
            color: STATUS_COLORS[r.order_status],
          }))}
        />
      }
    />
  );
}

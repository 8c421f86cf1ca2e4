import type { IncomeSource } from "@club/contract";
import { formatClp } from "@club/domain";
import { DonutChart } from "@mantine/charts";
import { useBySource } from "../api/report-queries";
import type { ReportQuery } from "../hooks/use-report-range";
import { countColumn, moneyColumn, textColumn } from "../utils/report-columns";
import { ReportSection } from "./report-section";

export const SOURCE_LABELS: Readonly<Record<IncomeSource, string>> = {
  pos: "Punto de venta",
  reception: "Reservas en recepción",
  online: "Reservas en línea",
};

const SOURCE_COLORS: Readonly<Record<IncomeSource, string>> = {
  pos: "teal.6",
  reception: "blue.6",
  online: "grape.6",
};

type SourceRow = NonNullable<ReturnType<typeof useBySource>["data"]>["sources"][number];

/**
 * Where the club took its money: the point of sale (bookings charged in a sale included) and bookings paid
 * at reception or online. Every source listed, so a source that took nothing reads $0.
 */
export function IncomeBySource({ query }: { query: ReportQuery | null }) {
  const report = useBySource(query);
  const rows = report.data?.sources;
  const any = rows?.some((r) => r.sales_count > 0 || r.refunds_count > 0);
  return (
    <ReportSection
      error={report.error}
      title="Ingresos por origen"
      csvName="ingresos-por-origen"
      rows={rows && (any ? rows : [])}
      rowKey={(r) => r.source}
      empty="No hay ingresos en este período."
      columns={[
        textColumn<SourceRow>("Origen", (r) => SOURCE_LABELS[r.source]),
        countColumn<SourceRow>("Cobros", (r) => r.sales_count),
        moneyColumn<SourceRow>("Bruto", (r) => r.gross),
        moneyColumn<SourceRow>("Devoluciones", (r) => r.refunds),
        moneyColumn<SourceRow>("Neto", (r) => r.net),
      ]}
      chart={
        <DonutChart
          mx="auto"
          withLabelsLine
          withLabels
          labelsType="percent"
          valueFormatter={formatClp}
          data={(rows ?? [])
            .filter((r) => r.net > 0)
            .map((r) => ({ name: SOURCE_LABELS[r.source], value: r.net, color: SOURCE_COLORS[r.source] }))}
        />
      }
    />
  );
}

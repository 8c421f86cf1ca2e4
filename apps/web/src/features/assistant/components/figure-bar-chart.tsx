import { formatFigureValue } from "@club/domain";
import "@mantine/charts/styles.css";
import type { AssistantFigure } from "@club/contract";
import { BarChart } from "@mantine/charts";
import { isNumeric } from "../utils/figure-cells";

/** The figure's rows as bars: its first text, day or time column along, its main number up. */
export function FigureBarChart({ figure }: { figure: AssistantFigure }) {
  const along = figure.columns.find((c) => !isNumeric(c.kind));
  const main = figure.columns.find((c) => c.key === figure.main?.key && isNumeric(c.kind));
  const value = main ?? figure.columns.find((c) => isNumeric(c.kind));
  if (!along || !value) return null;
  return (
    <BarChart
      h={180}
      data={figure.rows.map((row) => ({
        name: String(row[along.key] ?? ""),
        value: Number(row[value.key] ?? 0),
      }))}
      dataKey="name"
      series={[{ name: "value", label: value.label, color: "teal.6" }]}
      valueFormatter={(v) => formatFigureValue(v, value.kind)}
      tickLine="y"
      yAxisProps={{ width: 72 }}
      role="img"
      aria-label={`${figure.title}: ${value.label}`}
    />
  );
}

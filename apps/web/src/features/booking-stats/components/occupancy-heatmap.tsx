import type { BookingOccupancyReport } from "@club/contract";
import { MatrixChart } from "@mantine/charts";
import { ScrollArea, Table, Text, useComputedColorScheme } from "@mantine/core";
import { formatHours, formatOccupancy, hourLabel, WEEKDAY_NAMES, WEEKDAY_SHORT } from "../utils/stats-labels";

type Cell = BookingOccupancyReport["heatmap"][number];

const COLORS = ["blue.1", "blue.3", "blue.5", "blue.7", "blue.9"];

/** The hours any court was open or booked on some weekday: the columns worth showing. */
function shownHours(cells: readonly Cell[]) {
  const hours = cells.filter((c) => c.open_minutes > 0 || c.booked_minutes > 0).map((c) => c.hour);
  if (hours.length === 0) return [];
  const first = Math.min(...hours);
  return Array.from({ length: Math.max(...hours) - first + 1 }, (_, i) => first + i);
}

const cellLabel = (c: Cell) =>
  `${WEEKDAY_NAMES[c.weekday - 1]} ${hourLabel(c.hour)}: ${formatOccupancy(c.occupancy_percent)}`;

/**
 * Occupancy per weekday and hour of the club's clock: a matrix coloured from light (empty) to dark (full),
 * grey where the courts were closed, each cell labelled with its figure; the same figures in a table.
 */
export function OccupancyHeatmap({ cells }: { cells: readonly Cell[] }) {
  const dark = useComputedColorScheme("light") === "dark";
  const hours = shownHours(cells);
  if (hours.length === 0) {
    return <Text c="dimmed">Las canchas no tienen horario en este período.</Text>;
  }
  const byKey = new Map(cells.map((c) => [`${c.weekday}-${c.hour}`, c]));
  const data = cells
    .filter((c) => hours.includes(c.hour))
    .map((c) => ({
      x: hourLabel(c.hour),
      y: WEEKDAY_SHORT[c.weekday - 1] ?? "",
      value: c.occupancy_percent,
    }));
  return (
    <>
      <ScrollArea
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: "region", "aria-label": "Mapa de calor de ocupación" }}
      >
        <MatrixChart
          data={data}
          xLabels={hours.map(hourLabel)}
          yLabels={WEEKDAY_SHORT}
          withXLabels
          withYLabels
          xLabelsHeight={48}
          yLabelsWidth={40}
          cellSize={26}
          gap={2}
          domain={[0, 100]}
          colors={COLORS}
          emptyColor={dark ? "dark.4" : "gray.2"}
          withLegend
          legendLabels={["0 %", "100 %"]}
          withTooltip
          getTooltipLabel={(cell) => {
            const found = byKey.get(`${WEEKDAY_SHORT.indexOf(cell.y) + 1}-${Number.parseInt(cell.x, 10)}`);
            return found ? cellLabel(found) : null;
          }}
          getCellProps={(cell) => {
            const found = byKey.get(`${WEEKDAY_SHORT.indexOf(cell.y) + 1}-${Number.parseInt(cell.x, 10)}`);
            return found
              ? { role: "img", "aria-label": cellLabel(found), "data-cell": `${found.weekday}-${found.hour}` }
              : {};
          }}
        />
      </ScrollArea>
      <Text size="xs" c="dimmed">
        Más oscuro, más ocupada. En gris, horas en que las canchas estaban cerradas.
      </Text>
      <ScrollArea
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: "region", "aria-label": "Tabla de ocupación por día y hora" }}
      >
        <Table striped withTableBorder fz="xs" miw={hours.length * 56 + 90}>
          <Table.Caption>Ocupación por día y hora</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Día</Table.Th>
              {hours.map((h) => (
                <Table.Th key={h} ta="right">
                  {hourLabel(h)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAY_NAMES.map((name, i) => (
              <Table.Tr key={name}>
                <Table.Th scope="row">{name}</Table.Th>
                {hours.map((h) => {
                  const cell = byKey.get(`${i + 1}-${h}`);
                  return (
                    <Table.Td
                      key={h}
                      ta="right"
                      title={
                        cell
                          ? `${formatHours(cell.booked_minutes)} de ${formatHours(cell.open_minutes)}`
                          : undefined
                      }
                    >
                      {cell?.occupancy_percent === null || !cell
                        ? "—"
                        : formatOccupancy(cell.occupancy_percent)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}

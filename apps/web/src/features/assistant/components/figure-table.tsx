import type { AssistantFigure } from "@club/contract";
import { formatFigureValue } from "@club/domain";
import { ScrollArea, Table } from "@mantine/core";
import { isNumeric } from "../utils/figure-cells";

/** The figure's rows, each column read by its kind; the main figure stands out. */
export function FigureTable({ figure }: { figure: AssistantFigure }) {
  const { columns, rows, main } = figure;
  return (
    // Focusable, so a keyboard scrolls a table wider than the phone.
    <ScrollArea
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: "region", "aria-label": `Tabla: ${figure.title}` }}
    >
      <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={isNumeric(c.kind) ? "right" : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows have no id of their own: their order is the figure's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows never move
            <Table.Tr key={index}>
              {columns.map((c) => (
                <Table.Td
                  key={c.key}
                  ta={isNumeric(c.kind) ? "right" : undefined}
                  fw={main?.key === c.key && main.row === index ? 700 : undefined}
                  // Names wrap; figures, dates and times keep to one line: a phone shows them without scrolling.
                  style={c.kind === "text" ? undefined : { whiteSpace: "nowrap" }}
                >
                  {formatFigureValue(row[c.key], c.kind)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

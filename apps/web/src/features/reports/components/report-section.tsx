import { countText } from "@club/domain";
import { Alert, Group, Paper, ScrollArea, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ExportCsvButton } from "../../../components/export-csv-button";
import { datedCsvName } from "../../../lib/excel-csv";
import { type Column, reportCsv } from "../utils/report-columns";
import classes from "./reports.module.css";

/** A report of the screen: its chart, the same figures as a table under it, and their CSV. */
export function ReportSection<T>({
  title,
  csvName,
  columns,
  rows,
  chart,
  empty,
  rowKey,
  error,
}: {
  title: string;
  csvName: string;
  columns: readonly Column<NoInfer<T>>[];
  rows: readonly T[] | undefined;
  chart: ReactNode;
  empty: string;
  rowKey: (row: T) => string;
  error?: Error | null;
}) {
  const exportRows = async () => ({
    content: reportCsv(columns, rows ?? []),
    fileName: datedCsvName(csvName),
    message: `Exportaste ${countText(rows?.length ?? 0, "fila", "filas")} de «${title}».`,
  });
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      radius="md"
      p={{ base: "sm", sm: "md" }}
      className={classes.section}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {title}
          </Title>
          <div className={classes.noPrint}>
            <ExportCsvButton build={exportRows} errorTitle="No se pudo exportar" disabled={!rows?.length} />
          </div>
        </Group>
        {error && rows === undefined ? (
          <Alert color="red" title="No se pudo cargar este reporte">
            {error.message}
          </Alert>
        ) : rows === undefined ? (
          <Skeleton h={220} radius="md" />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {empty}
          </Text>
        ) : (
          <>
            <div className={classes.chart}>{chart}</div>
            <ScrollArea type="auto" viewportProps={{ tabIndex: 0 }}>
              <Table striped fz="sm" miw={columns.length * 110} aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((c) => (
                      <Table.Th key={c.title} ta={c.numeric ? "right" : undefined}>
                        {c.title}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((c) => (
                        <Table.Td key={c.title} ta={c.numeric ? "right" : undefined}>
                          {c.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </>
        )}
      </Stack>
    </Paper>
  );
}

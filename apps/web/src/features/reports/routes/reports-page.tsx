import "@mantine/charts/styles.css";
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useScreenTitle } from "../../../lib/screen-title";
import { usePerformance } from "../api/report-queries";
import { IncomeBySource } from "../components/income-by-source";
import { KpiCards } from "../components/kpi-cards";
import { PeriodPicker } from "../components/period-picker";
import {
  ByCategory,
  ByPaymentMethod,
  ByStatus,
  SalesOverTime,
  TopItems,
} from "../components/report-sections";
import classes from "../components/reports.module.css";
import { useReportRange } from "../hooks/use-report-range";

/**
 * /admin/reportes: the club's income of a period (the point of sale's sales and the bookings paid at
 * reception or online), each figure by the accounting rule of the API.
 */
export function ReportsPage() {
  useScreenTitle("Reportes");
  const range = useReportRange();
  const performance = usePerformance(range.query);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>Reportes de ventas</Title>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} />}
          onClick={() => window.print()}
          className={classes.noPrint}
        >
          Imprimir
        </Button>
      </Group>
      <Text c="dimmed" size="sm" mt={-8}>
        Todo lo que el club cobró: el punto de venta y las reservas pagadas en recepción o en línea.
      </Text>
      <PeriodPicker range={range} />
      {range.query === null ? (
        <Text c="dimmed">{range.problem}</Text>
      ) : (
        <>
          {performance.error && (
            <Alert color="red" title="No se pudieron cargar los reportes">
              {performance.error.message}
            </Alert>
          )}
          <KpiCards data={performance.data} />
          <SalesOverTime query={range.query} />
          <IncomeBySource query={range.query} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ByPaymentMethod query={range.query} />
            <ByStatus query={range.query} />
          </SimpleGrid>
          <ByCategory query={range.query} />
          <TopItems query={range.query} />
        </>
      )}
    </Stack>
  );
}

import { Group, SegmentedControl, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { DateRangeFilter } from "../../../components/date-range-filter";
import type { useStatsRange } from "../hooks/use-stats-range";
import { STATS_PERIODS, type StatsPeriod } from "../utils/stats-range";

/** Esta semana, Este mes, Últimos 90 días or a range of days, with the days the answer covers. */
export function PeriodPicker({
  picker,
  covered,
}: {
  picker: ReturnType<typeof useStatsRange>;
  covered: string | null;
}) {
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <Group align="flex-end" gap="sm">
      <SegmentedControl
        aria-label="Período"
        data={STATS_PERIODS.map((p) => ({ value: p.value, label: p.label }))}
        value={picker.period}
        onChange={(value) => picker.setPeriod(value as StatsPeriod)}
        fullWidth={phone}
        w={phone ? "100%" : undefined}
        orientation={phone ? "vertical" : "horizontal"}
        size="sm"
      />
      {picker.period === "rango" && (
        <DateRangeFilter startDate={picker.range.from} endDate={picker.range.to} onChange={picker.setDay} />
      )}
      {covered && (
        <Text size="sm" c="dimmed">
          {covered}
        </Text>
      )}
    </Group>
  );
}

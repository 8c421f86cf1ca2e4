import { Group, SegmentedControl } from "@mantine/core";
import { DateRangeFilter } from "../../../components/date-range-filter";
import { PICKS, type Pick, type useReportRange } from "../hooks/use-report-range";
import classes from "./reports.module.css";

/** Hoy, Esta semana, Este mes or a range of days: kept in the URL. */
export function PeriodPicker({ range }: { range: ReturnType<typeof useReportRange> }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" className={classes.noPrint}>
      <SegmentedControl
        aria-label="Período"
        value={range.pick}
        onChange={(value) => range.setPick(value as Pick)}
        data={PICKS.map((p) => ({ value: p.value, label: p.label }))}
        w={{ base: "100%", sm: "auto" }}
      />
      {range.pick === "rango" && (
        <DateRangeFilter startDate={range.startDate} endDate={range.endDate} onChange={range.setDay} />
      )}
    </Group>
  );
}

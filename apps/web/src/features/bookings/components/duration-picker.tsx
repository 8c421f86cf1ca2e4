import { durationText } from "@club/domain";
import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useId } from "react";

/** The durations the club prices that day; the grid shows where the chosen one fits. */
export function DurationPicker({
  durations,
  value,
  onChange,
}: {
  durations: readonly number[];
  value: number;
  onChange: (minutes: number) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        Duración
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        size="md"
        value={String(value)}
        onChange={(minutes) => onChange(Number(minutes))}
        data={durations.map((minutes) => ({ value: String(minutes), label: durationText(minutes) }))}
      />
    </Stack>
  );
}

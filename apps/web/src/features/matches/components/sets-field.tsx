import type { PadelSet } from "@club/domain";
import { Group, NumberInput, Stack, Text } from "@mantine/core";

export type SetsValue = [number | string, number | string][];

export const EMPTY_SETS: SetsValue = [
  ["", ""],
  ["", ""],
  ["", ""],
];

/** The sets typed so far: each row with both games, the third only when it was played. */
export function setsOf(value: SetsValue): PadelSet[] {
  return value.filter(([a, b]) => a !== "" && b !== "").map(([a, b]) => [Number(a), Number(b)] as PadelSet);
}

/** Up to three sets, the games of each pair; the third may be a super tie-break to 10. */
export function SetsField({
  value,
  onChange,
  pairs,
  error,
}: {
  value: SetsValue;
  onChange: (next: SetsValue) => void;
  pairs: [string, string];
  error?: string | null;
}) {
  const set = (row: number, side: 0 | 1, games: number | string) =>
    onChange(
      value.map((pair, i) =>
        i === row ? (side === 0 ? [games, pair[1]] : [pair[0], games]) : pair,
      ) as SetsValue,
    );
  return (
    <Stack gap={6} role="group" aria-label="Sets">
      {value.map((pair, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the three rows are the sets, in order
        <Group key={row} gap="xs" wrap="nowrap" align="flex-end">
          <Text size="sm" w={56} pb={8}>
            Set {row + 1}
          </Text>
          {([0, 1] as const).map((side) => (
            <NumberInput
              key={side}
              label={row === 0 ? pairs[side] : undefined}
              aria-label={`Set ${row + 1}, ${pairs[side]}`}
              min={0}
              max={99}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              inputMode="numeric"
              placeholder={row === 2 ? "—" : "0"}
              value={pair[side]}
              onChange={(games) => set(row, side, games)}
              style={{ flex: 1 }}
            />
          ))}
        </Group>
      ))}
      <Text size="xs" c={error ? "red" : "dimmed"} role={error ? "alert" : undefined}>
        {error ??
          "Sets a 6 games (7-6 con tie-break). El tercero, si se jugó, puede ser un súper tie-break a 10."}
      </Text>
    </Stack>
  );
}

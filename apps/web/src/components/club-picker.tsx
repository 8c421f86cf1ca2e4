import type { PublicClub } from "@club/contract";
import { NativeSelect } from "@mantine/core";

/** Only when there is a choice: a single club needs no picker. */
export function ClubPicker({
  clubs,
  value,
  onChange,
}: {
  clubs: readonly PublicClub[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  if (clubs.length < 2) return null;
  return (
    <NativeSelect
      label="Club"
      size="md"
      value={value === null ? "" : String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      data={clubs.map((club) => ({ value: String(club.id), label: club.name }))}
    />
  );
}

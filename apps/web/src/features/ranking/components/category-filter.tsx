import { PLAYER_CATEGORY_CODES } from "@club/domain";
import { NativeSelect } from "@mantine/core";

const ALL = "";

/** Which category to rank: all of them, or one by its code (M1ra … M6ta, FA … FD). */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  return (
    <NativeSelect
      label="Categoría"
      size="md"
      value={value ?? ALL}
      onChange={(event) => onChange(event.currentTarget.value === ALL ? null : event.currentTarget.value)}
      data={[
        { value: ALL, label: "Todas" },
        ...PLAYER_CATEGORY_CODES.map((code) => ({ value: code, label: code })),
      ]}
    />
  );
}

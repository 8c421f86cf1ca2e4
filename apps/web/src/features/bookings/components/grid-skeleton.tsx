import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";

const ROWS = ["a", "b", "c", "d", "e", "f", "g", "h"];

/** The grid's shape while the day loads. */
export function GridSkeleton({ label = "Cargando horarios" }: { label?: string }) {
  return (
    <Stack gap={6} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={36} />
      {ROWS.map((row) => (
        <Skeleton key={row} height={44} />
      ))}
    </Stack>
  );
}

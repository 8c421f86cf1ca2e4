import { Paper, SimpleGrid, Skeleton, Stack } from "@mantine/core";

/** The screen's shape while its figures load. */
export function StatsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Cargando estadísticas">
      <Paper withBorder radius="md" p="md">
        <Skeleton h={20} w={220} mb="md" />
        <Skeleton h={220} />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Paper key={i} withBorder radius="md" p="md">
            <Skeleton h={18} w={160} mb="md" />
            <Skeleton h={140} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

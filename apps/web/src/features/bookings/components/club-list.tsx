import { Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useClubs } from "../../../lib/clubs-query";
import { LoadError } from "./load-error";

/** The clubs that take bookings, each with the way to its grid. */
export function ClubList() {
  const clubs = useClubs();
  return (
    <Stack gap="sm" component="section" aria-labelledby="clubs-title">
      <Title order={3} id="clubs-title">
        Clubes
      </Title>
      {clubs.isPending ? (
        <Skeleton height={88} radius="md" />
      ) : clubs.isError ? (
        <LoadError error={clubs.error} onRetry={() => void clubs.refetch()} />
      ) : clubs.data.length === 0 ? (
        <Text c="dimmed">Todavía no hay clubes que reciban reservas en línea.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {clubs.data.map((club) => (
            <Paper key={club.id} withBorder radius="md" p="md">
              <Stack gap={6} align="flex-start">
                <Text fw={700}>{club.name}</Text>
                {club.address && (
                  <Text size="sm" c="dimmed">
                    {club.address}
                  </Text>
                )}
                <Button component={Link} to={`/court?club=${club.id}`} variant="light" size="sm">
                  Reservar en {club.name}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

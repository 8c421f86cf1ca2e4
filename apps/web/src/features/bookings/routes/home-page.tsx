import { Stack, Title } from "@mantine/core";
import { useScreenTitle } from "../../../lib/screen-title";
import { useSessionUser } from "../../../lib/session-user";
import { ClubList } from "../components/club-list";
import { NextBooking } from "../components/next-booking";

/** A signed-in player's `/`: their next booking, booking again, and the clubs. */
export function HomePage() {
  useScreenTitle("Inicio");
  const user = useSessionUser();
  return (
    <Stack gap="xl">
      <Title order={2}>{user.data ? `Hola, ${user.data.name}` : "Inicio"}</Title>
      <NextBooking />
      <ClubList />
    </Stack>
  );
}

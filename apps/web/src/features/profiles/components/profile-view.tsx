import { Alert, Skeleton, Stack } from "@mantine/core";
import { Navigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useScreenTitle } from "../../../lib/screen-title";
import { useProfile } from "../api/profile-queries";
import { LastResults } from "./last-results";
import { PrivateData } from "./private-data";
import { ProfileHeader } from "./profile-header";
import { ProfileStats } from "./profile-stats";

/** A player's profile, as the signed-in viewer may see it; nobody by that name is /error. */
export function ProfileView({ username }: { username: string | undefined }) {
  const profile = useProfile(username);
  const data = profile.data;
  useScreenTitle(data ? (data.own ? "Mi perfil" : `${data.name} ${data.lastname}`) : "Perfil");

  if (profile.error instanceof ApiError && profile.error.status === 404) {
    return <Navigate to="/error" replace />;
  }
  if (profile.error) {
    return (
      <Alert color="red" title="No pudimos cargar el perfil">
        {profile.error.message}
      </Alert>
    );
  }
  if (!data) return <Skeleton h={360} radius="lg" aria-label="Cargando el perfil" />;
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <ProfileHeader profile={data} />
      <ProfileStats profile={data} />
      <PrivateData profile={data} />
      <LastResults results={data.last_results} />
    </Stack>
  );
}

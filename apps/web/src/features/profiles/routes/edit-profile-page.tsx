import { Alert, Skeleton, Stack, Title } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useScreenTitle } from "../../../lib/screen-title";
import { useProfile } from "../api/profile-queries";
import { PhotoField } from "../components/photo-field";
import { ProfileForm } from "../components/profile-form";

/** `/edit-profile/{username}`: the owner's own only; anyone else's (or nobody's) is /error. */
export function EditProfilePage() {
  useScreenTitle("Editar perfil");
  const { username } = useParams();
  const profile = useProfile(username);
  const data = profile.data;
  if ((profile.error instanceof ApiError && profile.error.status === 404) || (data && !data.own)) {
    return <Navigate to="/error" replace />;
  }
  if (profile.error) {
    return (
      <Alert color="red" title="No pudimos cargar tu perfil">
        {profile.error.message}
      </Alert>
    );
  }
  if (!data) return <Skeleton h={480} radius="lg" aria-label="Cargando tu perfil" />;
  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%">
      <Title order={1} size="h2">
        Editar perfil
      </Title>
      <PhotoField profile={data} />
      <ProfileForm profile={data} />
    </Stack>
  );
}

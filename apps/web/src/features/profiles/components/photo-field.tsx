import type { Profile } from "@club/contract";
import { Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ImagePickError, PickImageButton, useImagePick } from "../../../components/image-picker";
import { PlayerAvatar } from "../../../components/player-avatar";
import { useUploadPhoto } from "../api/profile-queries";

/** The owner's photo: a picked image is scaled in the browser and saved at once. */
export function PhotoField({ profile }: { profile: Profile }) {
  const upload = useUploadPhoto(profile.username);
  const { pick, error, scaling } = useImagePick(({ blob }) =>
    upload.mutate(blob, {
      onSuccess: () => notifications.show({ color: "green", message: "Foto actualizada." }),
    }),
  );
  return (
    <Stack gap="xs">
      <Group gap="md">
        <PlayerAvatar name={`${profile.name} ${profile.lastname}`} photoUrl={profile.photo_url} size={72} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Foto de perfil
          </Text>
          <PickImageButton
            onPick={pick}
            loading={scaling || upload.isPending}
            label={profile.photo_url ? "Cambiar foto" : "Subir foto"}
            ariaLabel="Elegir foto de perfil"
          />
        </Stack>
      </Group>
      <ImagePickError error={error ?? (upload.error ? upload.error.message : null)} />
    </Stack>
  );
}

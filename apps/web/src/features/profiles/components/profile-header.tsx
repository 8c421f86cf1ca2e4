import type { Profile } from "@club/contract";
import { Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { Link } from "react-router";
import { PlayerAvatar } from "../../../components/player-avatar";
import { SIDE_WORDS } from "../utils/profile-words";

/** Photo, name, username, category, side and club; the owner gets the way to edit. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const fullName = `${profile.name} ${profile.lastname}`.trim();
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <PlayerAvatar name={fullName} photoUrl={profile.photo_url} size={84} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Stack gap={0}>
          <Title order={1} size="h2">
            {fullName}
          </Title>
          <Text c="dimmed">@{profile.username}</Text>
        </Stack>
        <Group gap={6}>
          <Badge variant="light" tt="none" size="lg">
            {profile.category_label}
          </Badge>
          {profile.side && (
            <Badge variant="outline" tt="none" size="lg">
              {SIDE_WORDS[profile.side]}
            </Badge>
          )}
        </Group>
        {profile.club && <Text size="sm">{profile.club.name}</Text>}
        {profile.own && (
          <Button
            component={Link}
            to={`/edit-profile/${encodeURIComponent(profile.username)}`}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            w="fit-content"
          >
            Editar perfil
          </Button>
        )}
      </Stack>
    </Group>
  );
}

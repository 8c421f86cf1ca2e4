import type { FeedItem } from "@club/contract";
import { ActionIcon, Avatar, Button, Group, Menu, Paper, Stack, Text } from "@mantine/core";
import { IconDots, IconHeart, IconHeartFilled, IconMessageCircle, IconTrophy } from "@tabler/icons-react";
import { countText, feedTime, initials } from "../utils/feed-texts";
import { FeedItemBody } from "./feed-item-body";

const HEADLINES: Record<FeedItem["kind"], (item: FeedItem) => string> = {
  post: (item) => item.author?.name ?? "El club",
  match: (item) => `${item.author?.name ?? "Un jugador"} abrió un partido`,
  result: () => "Resultado confirmado",
  member: (item) => `${item.author?.name ?? "Alguien"} se unió al club`,
};

interface FeedCardProps {
  item: FeedItem;
  isAdmin: boolean;
  onLike: () => void;
  onComments: () => void;
  onRemove: () => void;
}

export function FeedCard({ item, isAdmin, onLike, onComments, onRemove }: FeedCardProps) {
  const headline = HEADLINES[item.kind](item);
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label={headline}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            radius="xl"
            color={item.kind === "post" ? "blue" : item.kind === "result" ? "yellow" : "teal"}
            aria-hidden
          >
            {item.kind === "result" ? <IconTrophy size={20} /> : initials(item.author?.name ?? "Club")}
          </Avatar>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} lineClamp={2}>
              {headline}
            </Text>
            <Text size="sm" c="dimmed">
              {item.kind === "post" ? "Administración · " : ""}
              <time dateTime={item.created_at}>{feedTime(item.created_at)}</time>
            </Text>
          </Stack>
          {isAdmin && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label="Opciones de la publicación">
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item color="red" onClick={onRemove}>
                  Quitar del muro
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <FeedItemBody item={item} />
        <Group gap={4} wrap="nowrap">
          <Button
            variant={item.liked ? "light" : "subtle"}
            color={item.liked ? "red" : "gray"}
            size="compact-sm"
            onClick={onLike}
            aria-pressed={item.liked}
            leftSection={item.liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
          >
            {countText(item.like_count, "me gusta", "me gusta")}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            onClick={onComments}
            leftSection={<IconMessageCircle size={18} />}
          >
            {countText(item.comment_count, "comentario", "comentarios")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

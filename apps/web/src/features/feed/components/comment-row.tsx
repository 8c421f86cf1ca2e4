import type { FeedComment } from "@club/contract";
import { Avatar, Button, Group, Stack, Text } from "@mantine/core";
import { feedTime, initials } from "../utils/feed-texts";

interface CommentRowProps {
  comment: FeedComment;
  mine: boolean;
  busy: boolean;
  onRemove: () => void;
  onReport: () => void;
}

/** One comment: who, when, what; remove it (own, or as an administrator) or report another's. */
export function CommentRow({ comment, mine, busy, onRemove, onReport }: CommentRowProps) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <Avatar size="sm" radius="xl" aria-hidden>
        {initials(comment.author.name)}
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {comment.author.name}
          </Text>{" "}
          <Text span c="dimmed" size="xs">
            <time dateTime={comment.created_at}>{feedTime(comment.created_at)}</time>
          </Text>
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {comment.text}
        </Text>
        <Group gap={4}>
          {comment.can_remove && (
            <Button variant="subtle" color="red" size="compact-xs" onClick={onRemove} disabled={busy}>
              Quitar
            </Button>
          )}
          {!mine &&
            (comment.reported ? (
              <Text size="xs" c="dimmed">
                Reportado
              </Text>
            ) : (
              <Button variant="subtle" color="gray" size="compact-xs" onClick={onReport} disabled={busy}>
                Reportar
              </Button>
            ))}
        </Group>
      </Stack>
    </Group>
  );
}

import type { FeedItem } from "@club/contract";
import { Alert, Button, Drawer, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useAddComment, useRemoveComment, useReportComment } from "../api/comment-actions";
import { useComments } from "../api/get-comments";
import { CommentRow } from "./comment-row";

interface CommentSheetProps {
  item: FeedItem;
  clubId: number;
  viewer: string | null;
  onClose: () => void;
}

/** The conversation under an item, rising from the bottom of the phone, with a box to write. */
export function CommentSheet({ item, clubId, viewer, onClose }: CommentSheetProps) {
  const comments = useComments(item.id, clubId);
  const add = useAddComment(item.id, clubId);
  const remove = useRemoveComment(clubId);
  const report = useReportComment(clubId);
  const [text, setText] = useState("");
  const failure = add.error ?? remove.error ?? report.error;
  const send = () => {
    if (!text.trim()) return;
    add.mutate(text, { onSuccess: () => setText("") });
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      title="Comentarios"
      position="bottom"
      size="85%"
      radius="lg"
      closeButtonProps={{ "aria-label": "Cerrar comentarios" }}
    >
      <Stack gap="md">
        {comments.isPending && <Loader size="sm" aria-label="Cargando comentarios" />}
        {comments.error && (
          <Alert color="red" role="alert">
            No pudimos cargar los comentarios. {comments.error.message}
          </Alert>
        )}
        {comments.data?.comments.length === 0 && (
          <Text c="dimmed" size="sm">
            Nadie ha comentado todavía. ¡Sé el primero!
          </Text>
        )}
        {comments.data && comments.data.comments.length > 0 && (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: "none" }} aria-label="Comentarios">
            {comments.data.comments.map((comment) => (
              <CommentRow
                key={comment.id}
                comment={comment}
                mine={comment.author.username === viewer}
                busy={remove.isPending || report.isPending}
                onRemove={() => remove.mutate({ id: comment.id, itemId: item.id })}
                onReport={() => report.mutate({ id: comment.id, itemId: item.id })}
              />
            ))}
          </Stack>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        )}
        <Textarea
          label="Tu comentario"
          placeholder="Escribe un comentario"
          autosize
          minRows={2}
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={send} loading={add.isPending} disabled={!text.trim()}>
            Comentar
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}

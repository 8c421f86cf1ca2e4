import { Alert, Button, CloseButton, Group, Image, Paper, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { PickImageButton, useImagePick, useObjectUrlCleanup } from "../../../components/image-picker";
import { useCreatePost } from "../api/create-post";

type Picked = { url: string; blob: Blob } | null;

/** An administrator writes to the club's feed, with an optional photo scaled in the browser. */
export function PostComposer() {
  const [text, setText] = useState("");
  const [image, setImage] = useState<Picked>(null);
  useObjectUrlCleanup(image);
  const pick = useImagePick(setImage);
  const create = useCreatePost();
  const publish = () =>
    create.mutate(
      { text, image: image?.blob ?? null },
      {
        onSuccess: () => {
          setText("");
          setImage(null);
        },
      },
    );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Nueva publicación">
      <Stack gap="sm">
        <Textarea
          label="Nueva publicación"
          placeholder="Cuéntale algo al club: torneos, horarios, novedades…"
          autosize
          minRows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {image && (
          <div style={{ position: "relative" }}>
            <Image
              src={image.url}
              alt="Imagen elegida para la publicación"
              radius="md"
              mah={240}
              fit="cover"
            />
            <CloseButton
              aria-label="Quitar la imagen"
              variant="filled"
              style={{ position: "absolute", top: 8, right: 8 }}
              onClick={() => setImage(null)}
            />
          </div>
        )}
        {(pick.error || create.error) && (
          <Alert color="red" role="alert">
            {pick.error ?? create.error?.message}
          </Alert>
        )}
        <Group justify="space-between">
          <PickImageButton
            onPick={pick.pick}
            loading={pick.scaling}
            label={image ? "Cambiar foto" : "Agregar foto"}
            ariaLabel="Elegir una foto para la publicación"
          />
          <Button onClick={publish} loading={create.isPending} disabled={!text.trim()}>
            Publicar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

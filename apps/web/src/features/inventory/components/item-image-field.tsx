import { ITEM_PLACEHOLDER_URL, UPLOAD_IMAGE_MIMES } from "@club/contract";
import { Box, Button, FileButton, Flex, Group, Image, Stack, Text } from "@mantine/core";
import { IconCamera, IconPhotoPlus } from "@tabler/icons-react";
import { type DragEvent, useId, useState } from "react";
import {
  ImagePickError,
  PickImageButton,
  RemoveImageButton,
  useImagePick,
  useObjectUrlCleanup,
} from "../../../components/image-picker";
import type { ItemImage } from "../api/upload-item-image";

const PREVIEW = 160;
const ACCEPTED: readonly string[] = UPLOAD_IMAGE_MIMES;

interface ItemImageFieldProps {
  value: ItemImage | null;
  onChange: (image: ItemImage | null) => void;
  disabled?: boolean;
}

/**
 * Picks an image from disk (or drops it) or takes it with the camera; it is scaled in the browser
 * to fit 1024 × 1024 as PNG before it is uploaded with the item (spec §5).
 */
export function ItemImageField({ value, onChange, disabled }: ItemImageFieldProps) {
  const { pick, error, setError, scaling } = useImagePick((picked) => onChange({ id: null, ...picked }));
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  useObjectUrlCleanup(value);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file && !ACCEPTED.includes(file.type)) setError("Elige una imagen PNG, JPEG o WebP.");
    else void pick(file);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        Imagen
      </Text>
      <Flex direction={{ base: "column", xs: "row" }} align={{ base: "stretch", xs: "flex-start" }} gap="md">
        <Image
          src={value?.url ?? ITEM_PLACEHOLDER_URL}
          alt={value ? "Imagen del producto" : "Producto sin imagen"}
          w={PREVIEW}
          h={PREVIEW}
          radius="md"
          fit="contain"
          bg="var(--mantine-color-default-hover)"
          style={{ flexShrink: 0 }}
        />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          {/* The drop target is a convenience for the mouse; the buttons are what a keyboard reaches. */}
          <Box
            data-testid="item-image-drop"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            p="sm"
            bd={`1px dashed ${dragging ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`}
            style={{ borderRadius: "var(--mantine-radius-md)" }}
          >
            <Group gap="xs" wrap="nowrap">
              <IconPhotoPlus size={28} stroke={1.5} aria-hidden />
              <Box>
                <Text size="sm">Arrastra una imagen aquí o elígela</Text>
                <Text size="xs" c="dimmed">
                  PNG, JPEG o WebP. Se ajusta a 1024 × 1024 antes de subirla.
                </Text>
              </Box>
            </Group>
          </Box>
          <Group gap="xs">
            <PickImageButton
              onPick={pick}
              loading={scaling}
              disabled={disabled}
              label="Elegir imagen"
              ariaLabel="Elegir imagen del producto"
            />
            <FileButton
              onChange={pick}
              accept="image/*"
              capture="environment"
              disabled={disabled}
              inputProps={{ "aria-label": "Tomar foto del producto" }}
            >
              {(props) => (
                <Button {...props} size="xs" variant="default" leftSection={<IconCamera size={16} />}>
                  Tomar foto
                </Button>
              )}
            </FileButton>
            {value && (
              <RemoveImageButton onClick={() => onChange(null)} disabled={disabled} label="Quitar imagen" />
            )}
          </Group>
          <ImagePickError error={error} />
        </Stack>
      </Flex>
    </Stack>
  );
}

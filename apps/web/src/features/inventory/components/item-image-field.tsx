import "@mantine/dropzone/styles.css";
import { ITEM_PLACEHOLDER_URL, UPLOAD_IMAGE_MIMES } from "@club/contract";
import { Alert, Box, Button, FileButton, Flex, Group, Image, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconCamera, IconPhotoPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { imageErrorMessage, scaleImage } from "../../../lib/scale-image";
import type { ItemImage } from "../api/upload-item-image";

const PREVIEW = 160;

interface ItemImageFieldProps {
  value: ItemImage | null;
  onChange: (image: ItemImage | null) => void;
  disabled?: boolean;
}

/** A new image's preview lives as long as it is the one shown. */
function useObjectUrlCleanup(image: ItemImage | null) {
  useEffect(() => {
    if (!image?.blob) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);
}

/**
 * Picks an image from disk (or drops it) or takes it with the camera; it is scaled in the browser
 * to fit 1024 × 1024 as PNG before it is uploaded with the item (spec §5).
 */
export function ItemImageField({ value, onChange, disabled }: ItemImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const [scaling, setScaling] = useState(false);
  useObjectUrlCleanup(value);

  const pick = async (file: File | null | undefined) => {
    if (!file) return;
    setError(null);
    setScaling(true);
    try {
      const blob = await scaleImage(file);
      onChange({ id: null, url: URL.createObjectURL(blob), blob });
    } catch (failure) {
      setError(imageErrorMessage(failure));
    } finally {
      setScaling(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
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
          <Dropzone
            onDrop={(files) => pick(files[0])}
            onReject={() => setError("Elige una imagen PNG, JPEG o WebP.")}
            accept={[...UPLOAD_IMAGE_MIMES]}
            multiple={false}
            loading={scaling}
            disabled={disabled}
            aria-label="Elegir imagen del producto"
            p="sm"
          >
            <Group gap="xs" wrap="nowrap" style={{ pointerEvents: "none" }}>
              <IconPhotoPlus size={28} stroke={1.5} />
              <Box>
                <Text size="sm">Arrastra una imagen o haz clic para elegirla</Text>
                <Text size="xs" c="dimmed">
                  PNG, JPEG o WebP. Se ajusta a 1024 × 1024 antes de subirla.
                </Text>
              </Box>
            </Group>
          </Dropzone>
          <Group gap="xs">
            <FileButton onChange={pick} accept="image/*" capture="environment" disabled={disabled}>
              {(props) => (
                <Button {...props} size="xs" variant="default" leftSection={<IconCamera size={16} />}>
                  Tomar foto
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onChange(null)}
                disabled={disabled}
              >
                Quitar imagen
              </Button>
            )}
          </Group>
          {error && (
            <Alert color="red" p="xs">
              {error}
            </Alert>
          )}
        </Stack>
      </Flex>
    </Stack>
  );
}

import { UPLOAD_IMAGE_MIMES } from "@club/contract";
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconBuilding, IconPhotoPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { imageErrorMessage, scaleImage } from "../../../lib/scale-image";

/** The logo in the form: the saved one (key), one just picked and scaled (blob), or none. */
export type LogoValue = { key: string | null; url: string; blob?: Blob } | null;

/** Picks the club's logo; it is scaled in the browser to fit 1024 × 1024 and uploaded on saving. */
export function LogoField({
  value,
  onChange,
  disabled,
}: {
  value: LogoValue;
  onChange: (logo: LogoValue) => void;
  disabled?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const [scaling, setScaling] = useState(false);
  const labelId = useId();
  useEffect(() => {
    if (!value?.blob) return;
    return () => URL.revokeObjectURL(value.url);
  }, [value]);

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setScaling(true);
    try {
      const blob = await scaleImage(file);
      onChange({ key: null, url: URL.createObjectURL(blob), blob });
    } catch (failure) {
      setError(imageErrorMessage(failure));
    } finally {
      setScaling(false);
    }
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        Logo
      </Text>
      <Group gap="md" align="center">
        <Avatar src={value?.url} alt={value ? "Logo del club" : "Club sin logo"} size={80} radius="md">
          <IconBuilding size={36} aria-hidden />
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={pick}
              accept={UPLOAD_IMAGE_MIMES.join(",")}
              disabled={disabled}
              inputProps={{ "aria-label": "Elegir logo del club" }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  loading={scaling}
                  leftSection={<IconPhotoPlus size={16} />}
                >
                  Elegir logo
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
                Quitar logo
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPEG o WebP. Se ajusta a 1024 × 1024 antes de subirlo.
          </Text>
        </Stack>
      </Group>
      {error && (
        <Alert color="red" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

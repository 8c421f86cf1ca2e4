import { Avatar, Group, Stack, Text } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";
import { useId } from "react";
import {
  ImagePickError,
  PickImageButton,
  RemoveImageButton,
  useImagePick,
  useObjectUrlCleanup,
} from "../../../components/image-picker";

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
  const { pick, error, scaling } = useImagePick((picked) => onChange({ key: null, ...picked }));
  const labelId = useId();
  useObjectUrlCleanup(value);

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
            <PickImageButton
              onPick={pick}
              loading={scaling}
              disabled={disabled}
              label="Elegir logo"
              ariaLabel="Elegir logo del club"
            />
            {value && (
              <RemoveImageButton onClick={() => onChange(null)} disabled={disabled} label="Quitar logo" />
            )}
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPEG o WebP. Se ajusta a 1024 × 1024 antes de subirlo.
          </Text>
        </Stack>
      </Group>
      <ImagePickError error={error} />
    </Stack>
  );
}

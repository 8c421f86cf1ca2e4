import { UPLOAD_IMAGE_MIMES } from "@club/contract";
import { Alert, Button, FileButton } from "@mantine/core";
import { IconPhotoPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { imageErrorMessage, scaleImage } from "../lib/scale-image";

/** An image in a form: the saved one, or one just picked and scaled (its blob, shown by an object URL). */
type PickedImage = { url: string; blob?: Blob } | null;

/** A new image's preview lives as long as it is the one shown. */
export function useObjectUrlCleanup(image: PickedImage) {
  useEffect(() => {
    if (!image?.blob) return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);
}

/**
 * Scales a picked file in the browser to fit 1024 × 1024 and hands over its preview URL and blob; a file
 * that is not an image it can read leaves a Spanish reason in `error`.
 */
export function useImagePick(onPicked: (image: { url: string; blob: Blob }) => void) {
  const [error, setError] = useState<string | null>(null);
  const [scaling, setScaling] = useState(false);
  const pick = async (file: File | null | undefined) => {
    if (!file) return;
    setError(null);
    setScaling(true);
    try {
      const blob = await scaleImage(file);
      onPicked({ url: URL.createObjectURL(blob), blob });
    } catch (failure) {
      setError(imageErrorMessage(failure));
    } finally {
      setScaling(false);
    }
  };
  return { pick, error, setError, scaling };
}

/** "Elegir …": opens the file chooser for the image types the server takes. */
export function PickImageButton({
  onPick,
  loading,
  disabled,
  label,
  ariaLabel,
}: {
  onPick: (file: File | null) => void;
  loading: boolean;
  disabled?: boolean;
  label: string;
  ariaLabel: string;
}) {
  return (
    <FileButton
      onChange={onPick}
      accept={UPLOAD_IMAGE_MIMES.join(",")}
      disabled={disabled}
      inputProps={{ "aria-label": ariaLabel }}
    >
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="default"
          loading={loading}
          leftSection={<IconPhotoPlus size={16} />}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );
}

export function RemoveImageButton({
  onClick,
  disabled,
  label,
}: {
  onClick: () => void;
  disabled?: boolean;
  label: string;
}) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} />}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}

export function ImagePickError({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" p="xs">
      {error}
    </Alert>
  ) : null;
}

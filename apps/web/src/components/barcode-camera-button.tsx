import { ActionIcon, Alert, Modal, Stack, Text, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCamera } from "@tabler/icons-react";
import { useRef } from "react";
import { canScanWithCamera } from "../lib/barcode-detector";
import { useBarcodeCamera } from "../lib/use-barcode-camera";

/** Offered only where the browser reads barcodes itself; a code read does what Enter does in the search. */
export function BarcodeCameraButton({ onCode }: { onCode: (code: string) => void }) {
  const [opened, modal] = useDisclosure(false);
  const video = useRef<HTMLVideoElement>(null);
  const error = useBarcodeCamera(video, opened, (code) => {
    modal.close();
    onCode(code);
  });
  if (!canScanWithCamera()) return null;
  return (
    <>
      <Tooltip label="Leer código con la cámara">
        <ActionIcon variant="subtle" aria-label="Leer código con la cámara" onClick={modal.open}>
          <IconCamera size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={modal.close} title="Leer código de barras" centered>
        <Stack gap="sm">
          {error ? (
            <Alert color="red">{error}</Alert>
          ) : (
            <Text size="sm" c="dimmed">
              Apunta la cámara al código de barras del producto.
            </Text>
          )}
          <video
            ref={video}
            muted
            playsInline
            aria-label="Vista de la cámara"
            style={{ width: "100%", borderRadius: 8, background: "black", aspectRatio: "4 / 3" }}
          />
        </Stack>
      </Modal>
    </>
  );
}

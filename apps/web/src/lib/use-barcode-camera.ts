import { type RefObject, useEffect, useState } from "react";
import { createBarcodeDetector } from "./barcode-detector";

const SCAN_INTERVAL_MS = 250;

function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError") return "No diste permiso para usar la cámara.";
  if (name === "NotFoundError") return "No encontramos una cámara en este dispositivo.";
  return error instanceof Error && error.message ? error.message : "No se pudo abrir la cámara.";
}

/**
 * While `active`, shows the back camera in `video` and looks for a barcode a few times a second;
 * the first one read is handed to `onCode` and the camera is turned off.
 */
export function useBarcodeCamera(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (code: string) => void,
) {
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onCode is read once per opening.
  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    setError(null);
    (async () => {
      const detector = await createBarcodeDetector();
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      await element.play();
      const scan = async () => {
        if (stopped) return;
        const [code] = element.readyState >= 2 ? await detector.detect(element) : [];
        if (code?.rawValue && !stopped) {
          stop();
          onCode(code.rawValue);
          return;
        }
        timer = setTimeout(scan, SCAN_INTERVAL_MS);
      };
      await scan();
    })().catch((reason: unknown) => {
      if (!stopped) setError(cameraErrorMessage(reason));
      stop();
    });
    return stop;
  }, [active, video]);
  return error;
}

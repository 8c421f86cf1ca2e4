/** The Barcode Detection API, which only some browsers offer (Chrome on Android, ChromeOS, macOS). */
interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Retail codes (EAN, UPC) and the usual warehouse ones. */
const FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e", "code_128", "code_39", "itf"];

function detectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** Whether to offer the camera button: the browser detects barcodes and can open a camera. */
export function canScanWithCamera(): boolean {
  return detectorClass() !== undefined && typeof navigator.mediaDevices?.getUserMedia === "function";
}

export async function createBarcodeDetector(): Promise<BarcodeDetectorInstance> {
  const Detector = detectorClass();
  if (!Detector) throw new Error("Este navegador no puede leer códigos de barras con la cámara.");
  const supported = (await Detector.getSupportedFormats?.()) ?? FORMATS;
  const formats = FORMATS.filter((format) => supported.includes(format));
  return new Detector(formats.length > 0 ? { formats } : undefined);
}

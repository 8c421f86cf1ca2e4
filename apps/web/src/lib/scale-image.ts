/** Spec §5 and §9: uploaded images fit within 1024 × 1024 and become PNG at 0.85 quality. */
export const IMAGE_MAX_SIDE = 1024;
export const IMAGE_QUALITY = 0.85;
export const IMAGE_TYPE = "image/png";

/** The spec's error texts (§8); screens translate them for people with imageErrorMessage. */
export const IMAGE_ERRORS = {
  blob: "Could not create blob from canvas",
  load: "Image loading error",
  read: "FileReader error",
} as const;

const SPANISH: Readonly<Record<string, string>> = {
  [IMAGE_ERRORS.blob]: "No se pudo convertir la imagen. Prueba con otra.",
  [IMAGE_ERRORS.load]: "El archivo no es una imagen que el navegador pueda abrir.",
  [IMAGE_ERRORS.read]: "No se pudo leer el archivo.",
};

export function imageErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : "";
  return SPANISH[text] ?? (text || "No se pudo procesar la imagen.");
}

/** The size that fits within max × max keeping the proportions; smaller images are not enlarged. */
export function fitWithin(width: number, height: number, max = IMAGE_MAX_SIDE) {
  const ratio = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(IMAGE_ERRORS.read));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(IMAGE_ERRORS.load));
    image.src = src;
  });
}

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(IMAGE_ERRORS.blob))),
      IMAGE_TYPE,
      IMAGE_QUALITY,
    );
  });
}

/** Reads a picked file, scales it in the browser and gives the PNG to upload. */
export async function scaleImage(file: Blob): Promise<Blob> {
  const image = await loadImage(await readAsDataUrl(file));
  const size = fitWithin(image.naturalWidth || image.width, image.naturalHeight || image.height);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(IMAGE_ERRORS.blob);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvasToBlob(canvas);
}

import type { UPLOAD_IMAGE_MIMES } from "@club/contract";
import sharp from "sharp";

export type ImageMime = (typeof UPLOAD_IMAGE_MIMES)[number];

/** The longest side of a thumbnail: enough for lists and cards on a dense screen. */
export const THUMBNAIL_SIZE = 256;
export const THUMBNAIL_MIME = "image/webp";
/**
 * A 5 MB file can still claim billions of pixels (a "decompression bomb"); sharp refuses to decode past
 * this before allocating anything. The web app sends images already scaled to 1024 px; 25 megapixels
 * still lets a 24 MP camera photo through, while a PNG decoded whole stays under 100 MB of pixels.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

// Each image is decoded once: libvips' cache of recent operations would only keep their memory.
sharp.cache(false);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// The first bytes decide the format; the declared type and the file name are the sender's word only.
const FORMATS: { mime: ImageMime; format: string; matches: (bytes: Buffer) => boolean }[] = [
  { mime: "image/png", format: "png", matches: (b) => b.subarray(0, 8).equals(PNG_SIGNATURE) },
  { mime: "image/jpeg", format: "jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: "image/webp",
    format: "webp",
    matches: (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP",
  },
];

export type ProcessedImage = {
  mime: ImageMime;
  width: number;
  height: number;
  thumbnail: Buffer;
  thumbnailMime: string;
};

export type ImageRefusal = "not_an_image" | "too_many_pixels";

/**
 * Proves the bytes are a whole PNG, JPEG or WebP image by decoding them into a thumbnail (upright as its
 * EXIF orientation says). Anything else (SVG, GIF, text, a truncated or corrupt file) never reaches a
 * decoder other than these three, and is refused.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage | ImageRefusal> {
  const detected = FORMATS.find((f) => f.matches(bytes));
  if (!detected) return "not_an_image";
  // failOn "error" also fails on truncated data; the stricter default would refuse harmless warnings.
  const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS, animated: false });
  try {
    const meta = await image.metadata();
    if (meta.format !== detected.format) return "not_an_image";
    const thumbnail = await image
      .autoOrient()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      mime: detected.mime,
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      thumbnail,
      thumbnailMime: THUMBNAIL_MIME,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return "too_many_pixels";
    return "not_an_image";
  }
}

import { z } from "zod";
import { endpoint } from "./endpoint";

/** Upload limits (domain `upload-limits.ts`), and the images accepted, recognised by their content. */
export { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from "@club/domain";
export const UPLOAD_IMAGE_MIMES = ["image/png", "image/jpeg", "image/webp"] as const;
/** Where an item without an image points its thumbnail (served by the web app). */
export const ITEM_PLACEHOLDER_URL = "/images/item-placeholder.svg";

export const uploadedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.enum(UPLOAD_IMAGE_MIMES),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** An image as items, categories and products show it. */
export const imageRefSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/**
 * Multipart form: one or more `files` and a `path` (folder such as `items` or `items/bebidas`, letters,
 * digits, `-` and `_` per segment). The body is read by the route itself, not by a schema.
 */
export const uploadFiles = endpoint({
  method: "POST",
  path: "/api/upload",
  summary: "Subir imágenes (PNG, JPEG o WebP, hasta 5 MB cada una) con su miniatura",
  tag: "upload",
  access: "admin",
  response: z.array(uploadedFileSchema),
});

import { MAX_UPLOAD_FILES, type UploadedFile } from "@club/contract";
import type { DbOrTx } from "../../db/client";
import { badRequest } from "../../http/app-error";
import { MAX_IMAGE_PIXELS, processImage } from "./image-processing";
import { sanitizeFileName } from "./upload-names";
import { fileUrl, thumbnailUrl } from "./upload-urls";
import { insertUploads, type NewUpload, type StoredUpload } from "./uploads.repository";

export type IncomingFile = { name: string; bytes: Buffer };

/**
 * Checks every file first and only then stores them all in one statement: one bad file in a batch
 * leaves nothing behind. `clubId` null files belong to the platform (the global catalog's images).
 */
export async function storeImages(
  db: DbOrTx,
  opts: { clubId: number | null; userId: number | null; folder: string; files: IncomingFile[] },
): Promise<StoredUpload[]> {
  if (opts.files.length === 0) throw badRequest("files", "Selecciona al menos una imagen");
  if (opts.files.length > MAX_UPLOAD_FILES) {
    throw badRequest("files", `Puedes subir hasta ${MAX_UPLOAD_FILES} imágenes a la vez`);
  }
  const rows: NewUpload[] = [];
  // One at a time: each decode may hold a large image in memory.
  for (const file of opts.files) {
    const name = sanitizeFileName(file.name);
    const image = await processImage(file.bytes);
    if (image === "too_many_pixels") {
      throw badRequest(
        "files",
        `«${name}» tiene demasiados píxeles (máximo ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles)`,
      );
    }
    if (image === "not_an_image") {
      throw badRequest("files", `«${name}» no es una imagen PNG, JPEG o WebP válida`);
    }
    rows.push({
      clubId: opts.clubId,
      uploadedBy: opts.userId,
      folder: opts.folder,
      name,
      size: file.bytes.length,
      data: file.bytes,
      ...image,
    });
  }
  return insertUploads(db, rows);
}

export const toUploadedFile = (row: StoredUpload): UploadedFile => ({
  id: row.id,
  name: row.name,
  mime: row.mime as UploadedFile["mime"],
  size: row.size,
  width: row.width,
  height: row.height,
  url: fileUrl(row.key),
  thumbnail_url: thumbnailUrl(row.key),
});

import { readFile } from "node:fs/promises";
import { MAX_UPLOAD_FILES, type UploadedFile } from "@club/contract";
import type { DbOrTx } from "../../db/client";
import { badRequest } from "../../http/app-error";
import { MAX_IMAGE_PIXELS, processImage } from "./image-processing";
import { sanitizeFileName } from "./upload-names";
import { fileUrl, thumbnailUrl } from "./upload-urls";
import { insertUploads, type NewUpload, type StoredUpload } from "./uploads.repository";

/** A file to store: its bytes, or where they wait on disk (an upload read as a stream). */
export type IncomingFile = { name: string } & ({ bytes: Buffer } | { file: string });

const bytesOf = (file: IncomingFile) => ("bytes" in file ? Promise.resolve(file.bytes) : readFile(file.file));

/**
 * Checks every file first and only then stores them all in one transaction: one bad file in a batch
 * leaves nothing behind. Files are handled one at a time and only their small thumbnails are kept
 * between the two passes, so a batch read from disk never sits in memory whole. `clubId` null files
 * belong to the platform (the global catalog's images).
 */
export async function storeImages(
  db: DbOrTx,
  opts: { clubId: number | null; userId: number | null; folder: string; files: IncomingFile[] },
): Promise<StoredUpload[]> {
  if (opts.files.length === 0) throw badRequest("files", "Selecciona al menos una imagen");
  if (opts.files.length > MAX_UPLOAD_FILES) {
    throw badRequest("files", `Puedes subir hasta ${MAX_UPLOAD_FILES} imágenes a la vez`);
  }
  const checked: { file: IncomingFile; row: Omit<NewUpload, "data"> }[] = [];
  for (const file of opts.files) {
    const name = sanitizeFileName(file.name);
    const bytes = await bytesOf(file);
    const image = await processImage(bytes);
    if (image === "too_many_pixels") {
      throw badRequest(
        "files",
        `«${name}» tiene demasiados píxeles (máximo ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles)`,
      );
    }
    if (image === "not_an_image") {
      throw badRequest("files", `«${name}» no es una imagen PNG, JPEG o WebP válida`);
    }
    const row = {
      clubId: opts.clubId,
      uploadedBy: opts.userId,
      folder: opts.folder,
      name,
      size: bytes.length,
    };
    checked.push({ file, row: { ...row, ...image } });
  }
  return db.transaction(async (tx) => {
    const stored: StoredUpload[] = [];
    for (const { file, row } of checked)
      stored.push(...(await insertUploads(tx, [{ ...row, data: await bytesOf(file) }])));
    return stored;
  });
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

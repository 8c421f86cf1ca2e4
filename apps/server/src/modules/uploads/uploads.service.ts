import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { MAX_UPLOAD_FILES } from "@club/domain";
import pLimit from "p-limit";
import type { DbOrTx } from "../../db/client";
import { badRequest } from "../../http/app-error";
import { MAX_IMAGE_PIXELS, processImage } from "./image-processing";
import { sanitizeFileName } from "./upload-names";
import { insertUploads, type NewUpload, type StoredUpload } from "./uploads.repository";

/** A file to store: its bytes, or where they wait on disk (an upload read as a stream). */
export type IncomingFile = { name: string } & ({ bytes: Buffer } | { file: string });

const bytesOf = (file: IncomingFile) => ("bytes" in file ? Promise.resolve(file.bytes) : readFile(file.file));

/**
 * Twenty photos at once otherwise held twenty decodes in memory and queued twenty large writes on the
 * embedded database's one connection (which runs on the event loop's thread), ahead of every other
 * request of the club. So at most this many uploads decode at once, and one writes at a time: a request
 * of anyone else waits for one image's write at most. The others wait their turn, their files on disk.
 */
export const UPLOADS_DECODING_AT_ONCE = 2;
const decoding = pLimit(UPLOADS_DECODING_AT_ONCE);
const writing = pLimit(1);

type StoreOptions = { clubId: number | null; userId: number | null; folder: string; files: IncomingFile[] };
type Checked = { file: IncomingFile; row: Omit<NewUpload, "data"> };

/**
 * Checks every file first and only then stores them all in one transaction: one bad file in a batch
 * leaves nothing behind. Files are handled one at a time and only their small thumbnails are kept
 * between the two passes, so a batch read from disk never sits in memory whole. `clubId` null files
 * belong to the platform (the global catalog's images).
 */
export async function storeImages(db: DbOrTx, opts: StoreOptions): Promise<StoredUpload[]> {
  if (opts.files.length === 0) throw badRequest("files", "Selecciona al menos una imagen");
  if (opts.files.length > MAX_UPLOAD_FILES) {
    throw badRequest("files", `Puedes subir hasta ${MAX_UPLOAD_FILES} imágenes a la vez`);
  }
  const checked = await decoding(() => checkImages(opts));
  return writeThenRest(() =>
    db.transaction(async (tx) => {
      const stored: StoredUpload[] = [];
      for (const { file, row } of checked)
        stored.push(...(await insertUploads(tx, [{ ...row, data: await bytesOf(file) }])));
      return stored;
    }),
  );
}

/**
 * One write at a time, and after each the next waits as long again: PGlite writes a photo for about half
 * a second to a second without yielding the thread, so back to back they would leave the club's other
 * requests (the dashboard polls) almost no turn. The caller has its answer as soon as its write is done.
 */
function writeThenRest<T>(write: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    void writing(async () => {
      const started = performance.now();
      await write().then(resolve, reject);
      await sleep(performance.now() - started);
    });
  });
}

async function checkImages(opts: StoreOptions): Promise<Checked[]> {
  const checked: Checked[] = [];
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
  return checked;
}

import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished, pipeline } from "node:stream/promises";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from "@club/contract";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../http/app-error";

/** Busboy's limits for the upload form: the files, one short `path` and nothing else of size. */
export const UPLOAD_FORM_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_UPLOAD_FILES,
  fields: 5,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: MAX_UPLOAD_FILES + 5,
  headerPairs: 50,
};

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The form's files are on disk in the request's own folder (see readUploadForm), one path each. */
export type UploadForm = { path: string | undefined; files: { name: string; file: string }[] };

/** The plugin's own errors (413s and 406s) become the upload's 400s, each with its field. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as { code?: string; part?: { filename?: string } };
  switch (e.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return badRequest("files", `«${e.part?.filename ?? "El archivo"}» supera el máximo de ${MAX_MB} MB`);
    case "FST_FILES_LIMIT":
      return badRequest("files", `Puedes subir hasta ${MAX_UPLOAD_FILES} imágenes a la vez`);
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return badRequest("files", "El formulario tiene demasiados campos");
    default:
      return badRequest("files", "El formulario llegó incompleto o no es un formulario multipart válido");
  }
}

async function discard(part: MultipartFile) {
  part.file.resume();
  await finished(part.file).catch(() => {});
}

async function readPart(form: UploadForm, part: MultipartFile | MultipartValue, folder: string) {
  if (part.type === "field") {
    if (part.fieldname !== "path") return;
    if (form.path !== undefined) throw badRequest("path", "Indica una sola carpeta");
    if (part.valueTruncated) throw badRequest("path", "La carpeta es demasiado larga");
    form.path = String(part.value);
    return;
  }
  if (part.fieldname !== "files") {
    await discard(part);
    throw badRequest("files", "Envía las imágenes en el campo «files»");
  }
  const file = path.join(folder, String(form.files.length));
  const copy = createWriteStream(file);
  await pipeline(part.file, copy);
  // Busboy stops passing bytes on at the limit and drops the rest of the file: the copy is cut at 5 MB.
  if (part.file.truncated) throw formError({ code: "FST_REQ_FILE_TOO_LARGE", part });
  // A browser form with no file chosen still sends an empty, nameless part: that is no file at all.
  if (copy.bytesWritten === 0 && part.filename === "") return rm(file);
  form.files.push({ name: part.filename, file });
}

/**
 * Reads the multipart body as a stream: each file goes to its own file in `folder` as it arrives (cut at
 * 5 MB), so memory holds a chunk at a time, never a whole form (up to MAX_UPLOAD_FILES × 5 MB). After the
 * first problem the rest is still read and dropped, so the client gets its 400 instead of a connection
 * cut mid-upload.
 */
async function readUploadForm(request: FastifyRequest, folder: string): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw badRequest("files", "Envía las imágenes como formulario multipart (campos files y path)");
  }
  const form: UploadForm = { path: undefined, files: [] };
  let failure: AppError | undefined;
  try {
    for await (const part of request.parts()) {
      if (failure) {
        if (part.type === "file") await discard(part);
        continue;
      }
      try {
        await readPart(form, part, folder);
      } catch (error) {
        failure = formError(error);
      }
    }
  } catch (error) {
    failure ??= formError(error);
  }
  if (failure) throw failure;
  return form;
}

/**
 * Reads the request's upload form into a folder of its own, hands it to `use`, and removes the folder with
 * the answer, whatever happens.
 */
export async function withUploadForm<T>(
  request: FastifyRequest,
  use: (form: UploadForm) => Promise<T>,
): Promise<T> {
  const spool = await mkdtemp(path.join(tmpdir(), "club-upload-"));
  try {
    return await use(await readUploadForm(request, spool));
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

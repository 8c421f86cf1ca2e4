import { badRequest } from "../../http/app-error";

const FOLDER_SEGMENT = /^[A-Za-z0-9_-]+$/;
const MAX_FOLDER_LENGTH = 100;
const MAX_NAME_LENGTH = 120;

/**
 * The folder an upload is filed under, e.g. `items` or `items/bebidas`. Only plain segments are allowed,
 * so no value can climb out of its folder (`..`, `.`), start at the root, hide a backslash or an empty
 * segment: the folder is a label in the database today, but it must stay safe if files ever move to disk.
 */
export function parseUploadFolder(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === "") {
    throw badRequest("path", "Indica la carpeta donde guardar las imágenes");
  }
  if (raw.length > MAX_FOLDER_LENGTH) {
    throw badRequest("path", `La carpeta puede tener hasta ${MAX_FOLDER_LENGTH} caracteres`);
  }
  if (!raw.split("/").every((segment) => FOLDER_SEGMENT.test(segment))) {
    throw badRequest(
      "path",
      "La carpeta solo puede tener letras, números, guiones y guiones bajos, separados por /",
    );
  }
  return raw;
}

/**
 * The name to keep for an uploaded file: its last path segment, without control characters or the
 * characters file systems refuse, cut to a sane length with its extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  if (clean === "") return "imagen";
  if (clean.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return clean.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

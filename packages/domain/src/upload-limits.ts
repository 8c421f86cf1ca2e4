/** Upload limits: a larger file, or more files at once, is refused with a 400. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;

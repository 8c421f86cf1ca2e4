/** A script chunk that has not arrived after this long counts as failed (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const CHUNK_FAILURE_TEXTS = [
  "Failed to fetch dynamically imported module",
  "Importing a module script failed",
  "error loading dynamically imported module",
];

export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/** True for a lazy module that could not be loaded: a new deployment removed it, or the network failed. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CHUNK_FAILURE_TEXTS.some((text) => error.message.includes(text));
}

/** Runs a dynamic import, failing with ChunkLoadError when it takes longer than the limit. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`El módulo no cargó en ${timeoutMs / 1000} segundos`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

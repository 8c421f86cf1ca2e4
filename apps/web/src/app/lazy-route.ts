import type { ComponentType } from "react";
import { loadChunk } from "../lib/chunk-load";

/**
 * A route's code, loaded when first visited; a chunk that never arrives fails after the spec's
 * time-out with ChunkLoadError, which the error screen turns into a reload offer.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(load)) });
}

// Writes a brotli (.br) and a gzip (.gz) twin beside each textual file of the build, at the highest
// levels (paid once here, not on every request); the server sends the twin the browser accepts.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const TEXTUAL = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this a compressed answer saves less than its own headers cost.
const MIN_BYTES = 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Writes the twins of one file (none for a file too small to gain). */
export async function compressFile(file) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    toBrotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    toGzip(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** A Vite plugin: runs after every other plugin has written its files (the service worker's included). */
export function precompress() {
  let outDir = "dist";
  return {
    name: "club-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile() && TEXTUAL.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}

import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { DbOrTx } from "../src/db/client";
import { uploads } from "../src/db/schema";
import { stored } from "./stored";

type Format = "png" | "jpeg" | "webp";

/** A real image of the given size: a colour gradient, so it has content to encode and shrink. */
export async function makeImage(format: Format, width = 640, height = 480): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0b7"/><stop offset="1" stop-color="#36f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A real PNG of about `bytes` bytes (a little more, never less): uncompressed noise, to test size limits. */
export async function makeNoisePng(bytes: number): Promise<Buffer> {
  // Stored uncompressed: the file is the pixels (3 bytes each, plus one filter byte a row) and a few headers.
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, well-formed PNG header claiming a huge image: a decompression bomb's opening. */
export function pngClaimingSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export type FormFile = { name: string; type: string; bytes: Buffer; field?: string };

/** A real multipart body, encoded by the platform's own FormData, ready for app.inject or fetch. */
export async function multipartBody(opts: { files: FormFile[]; path?: string }) {
  const form = new FormData();
  for (const file of opts.files) {
    form.append(file.field ?? "files", new Blob([file.bytes], { type: file.type }), file.name);
  }
  if (opts.path !== undefined) form.append("path", opts.path);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/** POST /api/upload (or another upload route, `url`) through inject with a real multipart body. */
export async function postUpload(
  app: FastifyInstance,
  token: string | null,
  opts: { files: FormFile[]; path?: string; url?: string },
) {
  const body = await multipartBody(opts);
  return app.inject({
    method: "POST",
    url: opts.url ?? "/api/upload",
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

/** One stored upload, with its bytes and thumbnail. */
export async function uploadRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  if (!row) throw new Error(`upload ${id} missing`);
  return row;
}

/** How many uploads are stored, of every club. */
export async function uploadCount(db: DbOrTx) {
  const [row] = await stored<{ n: number }>(db)`select count(*)::int as n from uploads`;
  return row?.n ?? 0;
}

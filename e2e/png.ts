import { crc32, deflateSync } from "node:zlib";

/** One PNG chunk: length, type, data and the CRC of type + data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG of `width` × `height` (diagonal colour bands, so a picture of it shows the image and
 * not a blank box), written with zlib alone: the browser picks it from disk like a photo.
 */
export function bandedPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  const row = 1 + width * 3; // filter byte 0, then RGB
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const band = Math.floor((x + y) / 80) % 3;
      const at = y * row + 1 + x * 3;
      pixels[at] = band === 0 ? 230 : 40;
      pixels[at + 1] = band === 1 ? 180 : 90;
      pixels[at + 2] = band === 2 ? 220 : 60;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

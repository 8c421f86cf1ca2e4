import { execFileSync } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAX_UPLOAD_BYTES } from "@club/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import { makeImage, makeNoisePng, postUpload, uploadRow } from "../../../test/upload-helpers";
import { THUMBNAIL_SIZE } from "./image-processing";
import { storeImages, UPLOADS_DECODING_AT_ONCE } from "./uploads.service";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.ctx.db, t.ctx.tokens);
});
afterAll(() => t.close());

const storedRow = (id: number) => uploadRow(t.ctx.db, id);

describe("POST /api/upload", () => {
  it.each([
    ["png", "image/png", "cancha.png"],
    ["jpeg", "image/jpeg", "pelota.jpg"],
    ["webp", "image/webp", "grip.webp"],
  ] as const)("stores a %s with its size, dimensions and a thumbnail", async (format, mime, name) => {
    const bytes = await makeImage(format, 800, 600);
    const res = await postUpload(t.app, admin.token, {
      files: [{ name, type: mime, bytes }],
      path: "items/bebidas",
    });
    expect(res.statusCode).toBe(200);
    const [file] = res.json();
    expect(file).toEqual({
      id: expect.any(Number),
      name,
      mime,
      size: bytes.length,
      width: 800,
      height: 600,
      url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      thumbnail_url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\/thumbnail$/),
    });

    const row = await storedRow(file.id);
    expect(row).toMatchObject({
      clubId: admin.clubId,
      uploadedBy: admin.user.id,
      folder: "items/bebidas",
      mime,
      size: bytes.length,
    });
    expect(row.data.equals(bytes)).toBe(true);
    expect(file.url).toBe(`/api/files/${row.key}`);
    const thumbnail = await sharp(row.thumbnail).metadata();
    expect(row.thumbnailMime).toBe("image/webp");
    expect(thumbnail.format).toBe("webp");
    expect([thumbnail.width, thumbnail.height]).toEqual([THUMBNAIL_SIZE, 192]);
  });

  it("takes several files at once and keeps a small image's thumbnail at its own size", async () => {
    const res = await postUpload(t.app, admin.token, {
      files: [
        { name: "a.png", type: "image/png", bytes: await makeImage("png", 100, 60) },
        { name: "b.webp", type: "image/webp", bytes: await makeImage("webp", 300, 900) },
      ],
      path: "items",
    });
    expect(res.statusCode).toBe(200);
    const files = res.json();
    expect(files.map((f: { name: string }) => f.name)).toEqual(["a.png", "b.webp"]);
    const [small, tall] = await Promise.all(files.map((f: { id: number }) => storedRow(f.id)));
    expect(await sharp(small?.thumbnail).metadata()).toMatchObject({ width: 100, height: 60 });
    expect(await sharp(tall?.thumbnail).metadata()).toMatchObject({ width: 85, height: THUMBNAIL_SIZE });
  });

  it("recognises the content, not the declared type or the name", async () => {
    const bytes = await makeImage("jpeg", 200, 100);
    const res = await postUpload(t.app, admin.token, {
      files: [{ name: "foto.png", type: "application/octet-stream", bytes }],
      path: "items",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ mime: "image/jpeg", name: "foto.png", width: 200, height: 100 });
  });

  it("reports a photo's upright size and turns its thumbnail as its EXIF orientation says", async () => {
    // Orientation 6: stored 640×480, shown rotated a quarter turn, as phones save portrait photos.
    const bytes = await sharp(await makeImage("jpeg", 640, 480))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await postUpload(t.app, admin.token, {
      files: [{ name: "retrato.jpg", type: "image/jpeg", bytes }],
      path: "items",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ width: 480, height: 640 });
    const row = await storedRow(res.json()[0].id);
    expect(await sharp(row.thumbnail).metadata()).toMatchObject({ width: 192, height: THUMBNAIL_SIZE });
  });

  it("keeps only the file's own name, without folders or control characters", async () => {
    const res = await postUpload(t.app, admin.token, {
      files: [{ name: "C:\\fotos\\mi\u0007 foto<1>.png", type: "image/png", bytes: await makeImage("png") }],
      path: "items",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].name).toBe("mi foto1.png");
  });

  it("accepts a file just under 5 MB, past the JSON body limit", async () => {
    const bytes = await makeNoisePng(MAX_UPLOAD_BYTES - 64 * 1024);
    expect(bytes.length).toBeGreaterThan(MAX_UPLOAD_BYTES - 128 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const res = await postUpload(t.app, admin.token, {
      files: [{ name: "grande.png", type: "image/png", bytes }],
      path: "items",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].size).toBe(bytes.length);
  });
});

/** Whether someone is reading the FIFO: a writer that does not wait opens it only then. */
function openForWriting(fifo: string): number | null {
  try {
    return openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  } catch {
    return null;
  }
}

describe("image work at once", () => {
  it(`decodes at most ${UPLOADS_DECODING_AT_ONCE} uploads at a time; the rest wait their turn`, async () => {
    const png = await makeImage("png", 64, 64);
    const folder = mkdtempSync(path.join(tmpdir(), "uploads-at-once-"));
    // Each file is a FIFO: its upload is visibly at work when it opens it, and stays so until fed.
    const fifos = Array.from({ length: UPLOADS_DECODING_AT_ONCE + 2 }, (_, i) =>
      path.join(folder, `foto-${i}`),
    );
    execFileSync("mkfifo", fifos);
    try {
      const stored = Promise.all(
        fifos.map((file) =>
          storeImages(t.ctx.db, {
            clubId: admin.clubId,
            userId: admin.user.id,
            folder: "items",
            files: [{ name: "foto.png", file }],
          }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const reading = fifos.flatMap((fifo) => {
        const fd = openForWriting(fifo);
        if (fd === null) return [];
        closeSync(fd);
        return [fifo];
      });
      expect(reading).toHaveLength(UPLOADS_DECODING_AT_ONCE);
      // Now feed each FIFO whenever it is read (the bytes are read to check, then to store).
      let done = false;
      const feeder = (async () => {
        while (!done) {
          for (const fifo of fifos) {
            const fd = openForWriting(fifo);
            if (fd === null) continue;
            writeSync(fd, png);
            closeSync(fd);
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const rows = (await stored).flat();
      done = true;
      await feeder;
      expect(rows).toHaveLength(fifos.length);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

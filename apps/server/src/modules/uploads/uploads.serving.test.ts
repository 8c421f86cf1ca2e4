import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUpload } from "../../../test/catalog-factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import { uploadRow } from "../../../test/upload-helpers";

let t: TestApp;
let upload: Awaited<ReturnType<typeof createUpload>>;
let original: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  upload = await createUpload(t.ctx.db, { clubId: null, width: 600, height: 300 });
  original = (await uploadRow(t.ctx.db, upload.id)).data;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("GET /api/files/:key", () => {
  it("serves the original bytes without a token, cached for a year", async () => {
    const res = await get(`/api/files/${upload.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(original)).toBe(true);
    expect(res.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(original.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      etag: `"${upload.key}"`,
    });
  });

  it("serves the thumbnail as WebP with its own ETag", async () => {
    const res = await get(`/api/files/${upload.key}/thumbnail`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.etag).toBe(`"${upload.key}-t"`);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 256, height: 128 });
  });

  it("answers 304 when the browser already has it", async () => {
    for (const [url, etag] of [
      [`/api/files/${upload.key}`, `"${upload.key}"`],
      [`/api/files/${upload.key}/thumbnail`, `W/"${upload.key}-t"`],
    ] as const) {
      const res = await get(url, { "if-none-match": `"otra", ${etag}` });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const stale = await get(`/api/files/${upload.key}`, { "if-none-match": `"${upload.key}-t"` });
    expect(stale.statusCode).toBe(200);
  });

  it.each([
    ["an unknown key", "0b7c1a52-5d0e-4c57-9b7e-3c2b8f1d9a60"],
    ["a malformed key", "no-es-una-clave"],
    ["an id instead of a key", "1"],
  ])("answers 404 for %s, as a JSON error and without cache headers", async (_, key) => {
    for (const url of [`/api/files/${key}`, `/api/files/${key}/thumbnail`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Archivo no encontrado" });
      expect(res.headers["cache-control"]).toBeUndefined();
    }
  });
});

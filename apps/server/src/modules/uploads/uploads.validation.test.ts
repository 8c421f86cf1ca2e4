import { MAX_UPLOAD_BYTES } from "@club/contract";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  type FormFile,
  makeImage,
  makeNoisePng,
  multipartBody,
  pngClaimingSize,
  postUpload,
  uploadCount,
} from "../../../test/upload-helpers";

let t: TestApp;
let token: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t.ctx.db, t.ctx.tokens)).token;
  png = await makeImage("png", 64, 64);
});
afterAll(() => t.close());

// Every refusal must leave the table as it was: count before each case.
let before = 0;
const storedCount = () => uploadCount(t.ctx.db);
beforeEach(async () => {
  before = await storedCount();
});

async function expectRefused(res: { statusCode: number; json(): unknown }, field: string, message: RegExp) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json() as { error: { code: string; details: { field: string; message: string }[] } };
  expect(error.code).toBe("VALIDATION_ERROR");
  expect(error.details).toEqual([{ field, message: expect.stringMatching(message) }]);
  expect(await storedCount()).toBe(before);
}

const upload = (files: FormFile[], path = "items") => postUpload(t.app, token, { files, path });

describe("files that are not accepted images", () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  it.each([
    [
      "a text file sent as image/png",
      "notas.png",
      "image/png",
      async () => Buffer.from("hola, no soy una imagen"),
    ],
    ["an SVG", "logo.svg", "image/svg+xml", async () => Buffer.from(svg)],
    ["an SVG sent as image/png", "logo.png", "image/png", async () => Buffer.from(svg)],
    ["a GIF", "anim.gif", "image/gif", () => sharp(png).gif().toBuffer()],
    ["a TIFF sent as image/jpeg", "foto.jpg", "image/jpeg", () => sharp(png).tiff().toBuffer()],
    ["a truncated PNG", "corte.png", "image/png", async () => png.subarray(0, Math.floor(png.length / 2))],
    [
      "a truncated JPEG",
      "corte.jpg",
      "image/jpeg",
      async () => (await makeImage("jpeg", 400, 300)).subarray(0, 2000),
    ],
    ["an empty file", "vacio.png", "image/png", async () => Buffer.alloc(0)],
  ])("refuses %s", async (_, name, type, bytes) => {
    const res = await upload([{ name, type, bytes: await bytes() }]);
    await expectRefused(
      res,
      "files",
      new RegExp(`«${name.replace(".", "\\.")}» no es una imagen PNG, JPEG o WebP`),
    );
  });

  it("refuses a file over 5 MB with a 400, not a 413", async () => {
    const big = await makeNoisePng(MAX_UPLOAD_BYTES + 1024);
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    await expectRefused(
      await upload([{ name: "enorme.png", type: "image/png", bytes: big }]),
      "files",
      /supera el máximo de 5 MB/,
    );
  });

  it("refuses an image that claims more pixels than it may decode", async () => {
    const bomb = pngClaimingSize(50_000, 50_000);
    await expectRefused(
      await upload([{ name: "bomba.png", type: "image/png", bytes: bomb }]),
      "files",
      /demasiados píxeles/,
    );
  });

  it("refuses a real 49-megapixel photo, which would be decoded whole, naming the limit", async () => {
    const photo = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    expect(photo.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await expectRefused(
      await upload([{ name: "foto.jpg", type: "image/jpeg", bytes: photo }]),
      "files",
      /«foto\.jpg» tiene demasiados píxeles \(máximo 25 megapíxeles\)/,
    );
  });

  it("stores nothing when one file of a batch is bad", async () => {
    const res = await upload([
      { name: "buena.png", type: "image/png", bytes: png },
      { name: "mala.png", type: "image/png", bytes: Buffer.from("texto") },
    ]);
    await expectRefused(res, "files", /«mala\.png»/);
  });

  it("refuses a form without files, with too many, or under another field", async () => {
    await expectRefused(await upload([]), "files", /al menos una imagen/);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `${i}.png`,
      type: "image/png",
      bytes: png,
    }));
    await expectRefused(await upload(eleven), "files", /hasta 10 imágenes/);
    await expectRefused(
      await upload([{ name: "a.png", type: "image/png", bytes: png, field: "file" }]),
      "files",
      /campo «files»/,
    );
  });

  it("refuses a body that is not multipart", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { authorization: `Bearer ${token}` },
      payload: { files: [], path: "items" },
    });
    await expectRefused(res, "files", /formulario multipart/);
  });
});

describe("the folder (path)", () => {
  it.each([
    ["../", "../secretos"],
    ["a climb in the middle", "items/../../etc"],
    ["an absolute path", "/etc/passwd"],
    ["a backslash", "items\\..\\x"],
    ["an empty segment", "items//bebidas"],
    ["a trailing slash", "items/"],
    ["a dot segment", "items/./x"],
    ["spaces", "mis fotos"],
    ["a long name", "a".repeat(101)],
  ])("refuses %s", async (_, path) => {
    await expectRefused(
      await upload([{ name: "a.png", type: "image/png", bytes: png }], path),
      "path",
      /carpeta/,
    );
  });

  it("is required", async () => {
    const res = await postUpload(t.app, token, { files: [{ name: "a.png", type: "image/png", bytes: png }] });
    await expectRefused(res, "path", /Indica la carpeta/);
  });

  it("accepts nested plain segments", async () => {
    const res = await upload([{ name: "a.png", type: "image/png", bytes: png }], "items/Bebidas_2024/club-1");
    expect(res.statusCode).toBe(200);
  });
});

describe("over real HTTP", () => {
  it("answers an oversized upload with a 400 the client can read", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const body = await multipartBody({
      files: [
        { name: "enorme.png", type: "image/png", bytes: await makeNoisePng(MAX_UPLOAD_BYTES + 1024) },
        { name: "otra.png", type: "image/png", bytes: png },
      ],
      path: "items",
    });
    const res = await fetch(`${address}/api/upload`, {
      method: "POST",
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { details: { field: string }[] } };
    expect(error.details[0]?.field).toBe("files");
    expect(await storedCount()).toBe(before);
  });
});

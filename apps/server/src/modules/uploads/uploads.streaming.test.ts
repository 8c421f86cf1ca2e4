import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAX_UPLOAD_BYTES } from "@club/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  makeImage,
  makeNoisePng,
  multipartBody,
  postUpload,
  uploadCount,
  uploadRow,
} from "../../../test/upload-helpers";

// This test file's own temporary folder (os.tmpdir() reads TMPDIR on every call), so what the upload
// spools there is seen here and nowhere else.
const spool = mkdtempSync(path.join(tmpdir(), "uploads-streaming-test-"));
let t: TestApp;
let token: string;
beforeAll(async () => {
  // Stubbed, not assigned: putting back an unset TMPDIR by assignment would set it to "undefined", and the
  // files that run after this one in the same worker would spool into a folder of that name.
  vi.stubEnv("TMPDIR", spool);
  t = await createTestApp();
  token = (await createAdmin(t.ctx.db, t.ctx.tokens)).token;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

/** The sizes of the files spooled so far, in every request's folder. */
const spooledSizes = () =>
  readdirSync(spool, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => statSync(path.join(entry.parentPath, entry.name)).size);

async function until(condition: () => boolean) {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return condition();
}

describe("uploads are read as a stream", () => {
  it("has a file on disk, out of memory, while the rest of the form is still on its way", async () => {
    const first = await makeNoisePng(2 * 1024 * 1024);
    const form = await multipartBody({
      files: [
        { name: "primera.png", type: "image/png", bytes: first },
        { name: "segunda.png", type: "image/png", bytes: await makeImage("png", 50, 50) },
      ],
      path: "items",
    });
    // The body is sent up to the end of the first file's part, then held back.
    const cut = form.payload.indexOf(first) + first.length + 2;
    const base = new URL(await t.app.listen({ port: 0, host: "127.0.0.1" }));
    const req = request({ host: base.hostname, port: base.port, path: "/api/upload", method: "POST" });
    const answer = new Promise<number>((resolve, reject) => {
      req.on("response", (res) => resolve(res.statusCode ?? 0));
      req.on("error", reject);
    });
    req.setHeader("authorization", `Bearer ${token}`);
    req.setHeader("content-type", form.headers["content-type"]);
    req.write(form.payload.subarray(0, cut));
    const spooledBeforeTheRest = await until(() => spooledSizes().includes(first.length));
    req.end(form.payload.subarray(cut));
    expect(spooledBeforeTheRest).toBe(true);
    expect(await answer).toBe(200);
    expect(readdirSync(spool)).toEqual([]);
  });

  it("stores the files read from the spool, byte for byte, and leaves nothing in it", async () => {
    const images = [await makeImage("png", 300, 200), await makeNoisePng(MAX_UPLOAD_BYTES - 64 * 1024)];
    const res = await postUpload(t.app, token, {
      files: images.map((bytes, i) => ({ name: `foto-${i}.png`, type: "image/png", bytes })),
      path: "items",
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().map((f: { id: number }) => f.id);
    for (const [i, id] of ids.entries()) {
      const row = await uploadRow(t.ctx.db, id);
      expect(row.data.equals(images[i] as Buffer)).toBe(true);
    }
    expect(readdirSync(spool)).toEqual([]);
  });

  it("cuts a file past 5 MB, stores nothing of its batch and leaves nothing in the spool", async () => {
    const before = await uploadCount(t.ctx.db);
    const res = await postUpload(t.app, token, {
      files: [
        { name: "buena.png", type: "image/png", bytes: await makeImage("png", 40, 40) },
        { name: "enorme.png", type: "image/png", bytes: await makeNoisePng(MAX_UPLOAD_BYTES + 1024) },
      ],
      path: "items",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: "files", message: expect.stringMatching(/supera/) }]);
    expect(await uploadCount(t.ctx.db)).toBe(before);
    expect(readdirSync(spool)).toEqual([]);
  });
});

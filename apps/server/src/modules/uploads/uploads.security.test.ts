import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlayer } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import { makeImage, postUpload, uploadCount } from "../../../test/upload-helpers";

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await makeImage("png", 32, 32);
});
afterAll(() => t.close());

const storedCount = () => uploadCount(t.ctx.db);

describe("POST /api/upload access", () => {
  it.each([
    ["no token", async () => null, 401],
    ["a bad token", async () => "no-es-un-token", 401],
    ["a player's token", async () => (await createPlayer(t.ctx.db, t.ctx.tokens)).token, 403],
  ])("refuses %s and stores nothing", async (_, tokenOf, status) => {
    const res = await postUpload(t.app, await tokenOf(), {
      files: [{ name: "a.png", type: "image/png", bytes: png }],
      path: "items",
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(status === 401 ? "UNAUTHORIZED" : "FORBIDDEN");
    expect(await storedCount()).toBe(0);
  });

  it("checks the session before reading the body: a bad form without a token is a 401", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/upload", payload: "basura" });
    expect(res.statusCode).toBe(401);
  });
});

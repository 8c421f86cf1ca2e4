import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlayer } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let playerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  playerToken = (await createPlayer(t.ctx.db, t.ctx.tokens)).token;
});
afterAll(() => t.close());

const urls = [
  "/api/admin/product/get_products",
  "/api/admin/product_category/get_product_categories",
  "/api/product/search_products/agua",
];

describe("catalog access", () => {
  it.each(urls)("%s needs a token (401) and an administrator (403)", async (url) => {
    const anonymous = await t.app.inject({ method: "GET", url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHORIZED");
    const player = await t.app.inject({ method: "GET", url, headers: bearer(playerToken) });
    expect(player.statusCode).toBe(403);
    expect(player.json().error.code).toBe("FORBIDDEN");
  });

  it("checks who calls before the query: a bad page without a token is still a 401", async () => {
    const res = await t.app.inject({ method: "GET", url: `${urls[0]}?page=0` });
    expect(res.statusCode).toBe(401);
  });
});

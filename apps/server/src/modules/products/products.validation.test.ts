import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t.ctx.db, t.ctx.tokens)).token;
});
afterAll(() => t.close());

describe("catalog query checks", () => {
  it.each([
    ["page=0", "page"],
    ["page=uno", "page"],
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=2.5", "limit"],
    ["category=bebidas", "category"],
    ["category=0", "category"],
    ["category=-3", "category"],
  ])("refuses ?%s with a 400 on %s, listing and searching", async (query, field) => {
    for (const path of ["/api/admin/product/get_products", "/api/product/search_products/agua"]) {
      const res = await t.app.inject({ method: "GET", url: `${path}?${query}`, headers: bearer(token) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ field, message: expect.any(String) }]);
    }
  });

  it.each([
    ["blank", "%20%20", "Escribe qué buscar"],
    ["too long", "a".repeat(101), "La búsqueda puede tener hasta 100 caracteres"],
    [
      "too long, accented",
      encodeURIComponent("ñ".repeat(101)),
      "La búsqueda puede tener hasta 100 caracteres",
    ],
  ])("refuses a %s search text", async (_, text, message) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/product/search_products/${text}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field: "text", message }]);
  });

  it("accepts a search of 100 accented characters", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/product/search_products/${encodeURIComponent("ñ".repeat(100))}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { idParam, MAX_PAGE, pageQuery } from "./common";

describe("ids", () => {
  it("reads a path or query id only from decimal digits", () => {
    expect(idParam.parse("3")).toBe(3);
    expect(idParam.parse("2147483647")).toBe(2_147_483_647);
    for (const bad of [
      "0x3",
      "1e2",
      " 3",
      "+3",
      "3.0",
      "1.5",
      "-1",
      "0",
      "true",
      "",
      "2147483648",
      "9".repeat(1300),
    ]) {
      expect(idParam.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("takes a body id as a positive whole JSON number or its decimal digits, nothing else", () => {
    expect(idParam.parse(7)).toBe(7);
    for (const bad of [true, false, 1.5, -1, 0, null, [3], 2_147_483_648, "0x3"]) {
      expect(idParam.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(
        "Debe ser un número entero positivo",
      );
    }
  });
});

describe("pageQuery", () => {
  const query = pageQuery(10, 50);

  it("defaults and reads decimal page and limit", () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 10 });
    expect(query.parse({ page: "3", limit: "50" })).toEqual({ page: 3, limit: 50 });
  });

  it.each([
    ["page", "0x2"],
    ["page", "0"],
    ["page", String(MAX_PAGE + 1)],
    ["page", "1.5"],
    ["limit", "51"],
    ["limit", "1e1"],
  ])("refuses %s=%s on its field", (field, value) => {
    expect(query.safeParse({ [field]: value }).error?.issues.map((i) => i.path)).toEqual([[field]]);
  });
});

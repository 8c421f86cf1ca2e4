import { describe, expect, it } from "vitest";
import { likePatterns } from "./like-patterns";

describe("likePatterns", () => {
  it("gives one contains-pattern per distinct word, lower case and without accents", () => {
    expect(likePatterns("  Café  MANÍ café ")).toEqual(["%cafe%", "%mani%"]);
  });

  it("takes LIKE's wildcards and escape character literally", () => {
    expect(likePatterns("50% a_b c\\d")).toEqual(["%50\\%%", "%a\\_b%", "%c\\\\d%"]);
  });

  it("gives nothing for blank text", () => {
    expect(likePatterns("   ")).toEqual([]);
  });
});

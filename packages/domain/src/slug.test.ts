import { describe, expect, it } from "vitest";
import { joinSlug, readSlug, SLUG_LENGTH, splitSlug } from "./slug";

describe("splitSlug", () => {
  it("splits the first 16 characters from the id", () => {
    expect(splitSlug("abcdefghijklmnop123")).toEqual({ slug: "abcdefghijklmnop", id: "123" });
    expect(splitSlug("abcdefghijklmnop7")).toEqual({ slug: "abcdefghijklmnop", id: "7" });
  });

  it("returns null when there is no id after the slug", () => {
    expect(SLUG_LENGTH).toBe(16);
    expect(splitSlug("abcdefghijklmnop")).toBeNull();
    expect(splitSlug("abc123")).toBeNull();
    expect(splitSlug("")).toBeNull();
  });
});

describe("joinSlug", () => {
  it("puts the token before the id, so splitSlug gives both back", () => {
    expect(joinSlug("abcdefghijklmnop", 123)).toBe("abcdefghijklmnop123");
    expect(splitSlug(joinSlug("Ab-_efghijklmnop", 7))).toEqual({ slug: "Ab-_efghijklmnop", id: "7" });
  });

  it("refuses a token of another length", () => {
    expect(() => joinSlug("short", 1)).toThrow(RangeError);
  });
});

describe("readSlug", () => {
  it("reads the token and a decimal id within the integer range, and nothing else", () => {
    expect(readSlug("abcdefghijklmnop2147483647")).toEqual({ token: "abcdefghijklmnop", id: 2_147_483_647 });
    for (const identifier of [
      "abcdefghijklmnop2147483648",
      "abcdefghijklmnop1e3",
      "abcdefghijklmnop",
      "corto",
    ]) {
      expect(readSlug(identifier)).toBeNull();
    }
  });
});

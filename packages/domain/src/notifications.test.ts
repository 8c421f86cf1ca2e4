import { describe, expect, it } from "vitest";
import { unreadBadgeText } from "./notifications";

describe("unreadBadgeText", () => {
  it("uses singular for one and plural otherwise", () => {
    expect(unreadBadgeText(1)).toBe("1 nueva");
    expect(unreadBadgeText(2)).toBe("2 nuevas");
    expect(unreadBadgeText(15)).toBe("15 nuevas");
  });

  it("hides the badge when there is nothing unread", () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { bellLabel, unreadBadgeText } from "./notifications";

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

describe("bellLabel", () => {
  it("names the unread count, or only the bell when there is none", () => {
    expect(bellLabel(true, 3)).toBe("Notificaciones, 3 sin leer");
    expect(bellLabel(true, 1)).toBe("Notificaciones, 1 sin leer");
    expect(bellLabel(true, undefined)).toBe("Notificaciones, hay sin leer");
    expect(bellLabel(false, undefined)).toBe("Notificaciones");
    expect(bellLabel(true, 0)).toBe("Notificaciones");
  });
});

import { describe, expect, it } from "vitest";
import { shortName } from "./person-names";

describe("shortName", () => {
  it("keeps the first name and the last name's initial, upper case", () => {
    expect(shortName("Sofía", "zúñiga")).toBe("Sofía Z.");
    expect(shortName("Ana", "  ")).toBe("Ana");
  });
});

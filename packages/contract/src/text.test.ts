import { describe, expect, it } from "vitest";
import * as contract from "./index";
import { endpointsOf, requestParts, schemaLeaves, text, UNSTORABLE_TEXT_MESSAGE } from "./index";

const endpoints = endpointsOf(contract);
const UNSTORABLE = { nul: "a\u0000b", "a lone surrogate": "a\ud800b" };

describe("text", () => {
  it("refuses NUL and lone surrogates with one Spanish message, before any other check", () => {
    const name = text("Falta")
      .trim()
      .min(1, "Vacío")
      .regex(/^[a-z]+$/, "Solo letras");
    for (const value of Object.values(UNSTORABLE)) {
      expect(name.safeParse(value).error?.issues.map((i) => i.message)).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    }
  });

  it("keeps every other text, emoji and accents included", () => {
    expect(text().parse("Ñandú 🎾 café\ttab")).toBe("Ñandú 🎾 café\ttab");
    expect(text("Falta").safeParse(undefined).error?.issues[0]?.message).toBe("Falta");
  });
});

describe("every string a request carries goes through text()", () => {
  const strings = endpoints.flatMap((ep) =>
    requestParts(ep).flatMap(([part, schema]) =>
      [...schemaLeaves(schema)]
        .filter((leaf) => leaf.kind === "text")
        .map((leaf) => ({ at: `${ep.method} ${ep.path} ${part}.${leaf.path.join(".")}`, node: leaf.schema })),
    ),
  );

  it("finds the contract's endpoints and their strings", () => {
    expect(endpoints.length).toBeGreaterThan(25);
    expect(strings.map((s) => s.at)).toContain("POST /api/auth/local body.identifier");
    expect(strings.map((s) => s.at)).toContain("GET /api/admin/item/search_items/:a/:b params.b");
  });

  it.each(Object.entries(UNSTORABLE))("each refuses %s with the text message", (_, value) => {
    const leaks = strings
      .filter(({ node }) => node.safeParse(value).error?.issues[0]?.message !== UNSTORABLE_TEXT_MESSAGE)
      .map(({ at }) => at);
    expect(leaks).toEqual([]);
  });

  it("names the field of a whole body", () => {
    const issues = contract.login.body.safeParse({ identifier: "a\u0000b", password: "x" }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ path: ["identifier"], message: UNSTORABLE_TEXT_MESSAGE }),
    ]);
  });
});

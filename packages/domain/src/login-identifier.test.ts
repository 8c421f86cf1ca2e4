import { describe, expect, it } from "vitest";
import { looksLikeEmail } from "./login-identifier";

describe("looksLikeEmail", () => {
  it("recognises email-shaped identifiers", () => {
    expect(looksLikeEmail("ana@club.cl")).toBe(true);
    expect(looksLikeEmail("juan.perez+padel@correo.example.com")).toBe(true);
    expect(looksLikeEmail("  ana@club.cl ")).toBe(true);
  });

  it("treats anything else as a username", () => {
    for (const s of ["ana", "ana.perez", "ana@club", "@club.cl", "ana@.cl", "ana@club.", "a b@club.cl", ""]) {
      expect(looksLikeEmail(s)).toBe(false);
    }
  });
});

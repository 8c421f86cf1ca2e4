import { describe, expect, it } from "vitest";
import {
  PASSWORD_HAS_PERSONAL_DATA,
  PASSWORD_TOO_SHORT,
  type PasswordOwner,
  passwordProblem,
} from "./password-policy";

const martina: PasswordOwner = {
  name: "Martina",
  lastname: "Pérez",
  username: "martina.p",
  email: "mperez@example.cl",
  rut: "20.481.397-3",
};

describe("passwordProblem", () => {
  it("refuses fewer than 10 characters, however random", () => {
    expect(passwordProblem("12345678")).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("password")).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("x9#Lq2!vZ")).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe("La contraseña debe tener al menos 10 caracteres");
  });

  it.each(["1234567890", "qwertyuiop", "passwordpassword", "contraseña123", "futbolista"])(
    "refuses the common or guessable %s with a Spanish reason",
    (password) => {
      const problem = passwordProblem(password);
      expect(problem).toMatch(/Usa una frase de varias palabras poco comunes\.$/);
    },
  );

  it.each([
    ["name", "martinaperez"],
    ["username", "martina.p2024"],
    ["e-mail", "mperez@example.cl"],
    ["RUT body and digit", "204813973k"],
    ["RUT body", "20481397abc"],
    ["name and RUT", "martina-20481397"],
  ])("refuses a password built from the owner's %s", (_what, password) => {
    expect(passwordProblem(password, martina)).toBe(PASSWORD_HAS_PERSONAL_DATA);
    // The same characters are fine for someone else: it is the owner's data that makes them guessable.
    expect(passwordProblem(password, { name: "Otro", username: "otro_1" })).not.toBe(
      PASSWORD_HAS_PERSONAL_DATA,
    );
  });

  it.each(["e2e-demo-pass", "clave-de-prueba-123", "caballo-bateria-grapa", "tomas_f_2024!"])(
    "accepts the unguessable %s",
    (password) => {
      expect(passwordProblem(password, martina)).toBeNull();
    },
  );
});

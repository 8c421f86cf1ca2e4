import { rutCheckDigit } from "@club/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";
import { REGISTER_REQUESTS_PER_MINUTE } from "./auth.rate-limits";
import { duplicateFieldOf } from "./auth.service";

// Valid RUTs (módulo 11): 12345678-5, 11111111-1, 22222222-2, 7654321-6, 9876543-3, 15555555-6.
const player = (overrides: Record<string, unknown> = {}) => ({
  name: "Tomás",
  lastname: "Fuentes",
  username: "tomas_f",
  email: "tomas@example.cl",
  rut: "12.345.678-5",
  phone: "+56 9 1234 5678",
  category: "4ta",
  password: "clave-segura-123",
  accept_terms: true,
  ...overrides,
});

const fieldsOf = (body: { error: { details?: { field: string }[] } }) =>
  (body.error.details ?? []).map((d) => d.field).sort();

describe("player registration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  // Each call from its own address, so the per-address sign-up limit only bites where a test wants it.
  const register = (payload: object, remoteAddress = `10.2.0.${++ipCounter}`) =>
    t.app.inject({ method: "POST", url: "/api/auth/register", payload, remoteAddress });

  it("creates the player with a normalised RUT and an argon2id hash, and signs them in", async () => {
    const res = await register(player());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      username: "tomas_f",
      email: "tomas@example.cl",
      name: "Tomás",
      lastname: "Fuentes",
      role: "authenticated",
    });
    const session = await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(body.jwt) });
    expect(session.json()).toEqual(body.user);

    const [row] = await stored<{
      rut: string;
      phone: string;
      category: string;
      passwordHash: string;
      accepted: boolean;
    }>(t.ctx.db)`
      select rut, phone, category, password_hash as "passwordHash", terms_accepted_at is not null as accepted
      from users where id = ${body.user.id}`;
    expect(row).toMatchObject({
      rut: "12345678-5",
      phone: "+56 9 1234 5678",
      category: "4ta",
      accepted: true,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/local",
      payload: { identifier: "tomas@example.cl", password: "clave-segura-123" },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers 400 naming every missing field", async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
    expect(fieldsOf(res.json())).toEqual(
      [
        "accept_terms",
        "category",
        "email",
        "lastname",
        "name",
        "password",
        "phone",
        "rut",
        "username",
      ].sort(),
    );
  });

  it.each([
    ["rut", { rut: "12345678-9" }, "RUT inválido: revisa el formato 12345678-5 y el dígito verificador"],
    ["rut", { rut: "12.34.5678-5" }, "RUT inválido: revisa el formato 12345678-5 y el dígito verificador"],
    ["email", { email: "no-es-correo" }, "Ingresa un correo válido"],
    ["username", { username: "a b" }, "Usa de 3 a 30 letras, números, punto, guion o guion bajo"],
    ["phone", { phone: "llámame" }, "Ingresa un teléfono válido, por ejemplo +56 9 1234 5678"],
    [
      "accept_terms",
      { accept_terms: false },
      "Para crear tu cuenta debes aceptar los términos y condiciones y la política de privacidad",
    ],
    ["category", { category: "7ma" }, "Elige una categoría"],
    ["name", { name: "x".repeat(81) }, "El nombre puede tener hasta 80 caracteres"],
    ["lastname", { lastname: "x".repeat(81) }, "El apellido puede tener hasta 80 caracteres"],
    ["password", { password: "corta" }, "La contraseña debe tener al menos 10 caracteres"],
    ["password", { password: "123456789" }, "La contraseña debe tener al menos 10 caracteres"],
  ])("answers 400 with the field %s for %j", async (field, overrides, message) => {
    const res = await register(player({ username: "valido_1", email: "valido1@example.cl", ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ field, message }]);
  });

  it.each([
    ["a common one", "qwertyuiop", /^Es una contraseña usada con mucha frecuencia\. Usa una frase/],
    ["a repeated word", "passwordpassword", /^Patrones repetidos .* Usa una frase/],
    ["the player's name", "tomasfuentes", /^No uses tu nombre, usuario, correo ni RUT en la contraseña$/],
    ["the username", "tomas_f_123", /^No uses tu nombre, usuario, correo ni RUT en la contraseña$/],
    ["the RUT", "12.345.678-5", /^No uses tu nombre, usuario, correo ni RUT en la contraseña$/],
  ])(
    "refuses %s as password with the reason in Spanish, and creates no account",
    async (_what, password, reason) => {
      const res = await register(player({ email: "debil1@example.cl", password }));
      expect(res.statusCode).toBe(400);
      const [detail, ...others] = res.json().error.details;
      expect(others).toEqual([]);
      expect(detail.field).toBe("password");
      expect(detail.message).toMatch(reason);
      expect(await stored(t.ctx.db)`select * from users where email = ${"debil1@example.cl"}`).toEqual([]);
    },
  );

  it("refuses a taken username, e-mail or RUT regardless of case and RUT format", async () => {
    await createUser(t.ctx.db, { username: "Dupla", email: "dupla@example.cl", rut: "11111111-1" });
    const cases = [
      ["username", { username: "dUPLA" }, "Ese nombre de usuario ya está en uso"],
      ["email", { email: "DUPLA@Example.CL" }, "Ya existe una cuenta con ese correo"],
      ["rut", { rut: "11.111.111-1" }, "Ya existe una cuenta con ese RUT"],
    ] as const;
    for (const [field, overrides, message] of cases) {
      const res = await register(
        player({ username: "otro_nombre", email: "otro@example.cl", rut: "22222222-2", ...overrides }),
      );
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", message });
      expect(res.json().error.details).toEqual([{ field, message }]);
    }
  });

  it("names every taken field at once", async () => {
    await createUser(t.ctx.db, { username: "triple", email: "triple@example.cl", rut: "7654321-6" });
    const res = await register(player({ username: "Triple", email: "triple@example.cl", rut: "7654321-6" }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(["email", "rut", "username"]);
  });

  it("lets only one of two simultaneous identical sign-ups through, the other gets a 400", async () => {
    const same = player({ username: "carrera", email: "carrera@example.cl", rut: "9876543-3" });
    const results = await Promise.all([register(same), register(same)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400);
    expect(refused?.json().error.code).toBe("VALIDATION_ERROR");
    const rows = await stored(t.ctx.db)`select id from users where username = ${"carrera"}`;
    expect(rows).toHaveLength(1);
  });

  it("maps the database's unique violations to the field, for races the first check cannot see", async () => {
    const existing = await createUser(t.ctx.db, { rut: "15555555-6" });
    const attempts = [
      ["username", { username: existing.username.toUpperCase() }],
      ["email", { email: existing.email.toUpperCase() }],
      ["rut", { rut: "15555555-6" }],
    ] as const;
    for (const [field, overrides] of attempts) {
      const error = await createUser(t.ctx.db, overrides).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, field).not.toBeNull();
      expect(duplicateFieldOf(error)).toBe(field);
    }
    expect(duplicateFieldOf(new Error("otra cosa"))).toBeUndefined();
  });

  it("trims a pasted e-mail before checking it", async () => {
    const res = await register(
      player({ username: "espacios", email: "  espacios@example.cl ", rut: "22222222-2" }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe("espacios@example.cl");
  });

  it("lets one address make at most REGISTER_RATE_LIMIT accounts an hour; forms refused for a typo do not count", async () => {
    const address = "10.4.0.1";
    const rutOf = (i: number) => `${20_000_000 + i}-${rutCheckDigit(String(20_000_000 + i))}`;
    const made = (i: number) =>
      player({ username: `lote_${i}`, email: `lote.${i}@example.cl`, rut: rutOf(i) });
    expect((await register({ ...made(0), rut: "12345678-9" }, address)).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await register(made(i), address)).statusCode);
    expect(t.ctx.config.registerRateLimit).toBe(5);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await register(made(5), address);
    expect(refused.json().error).toMatchObject({
      code: "RATE_LIMITED",
      message: "Ya se crearon varias cuentas desde esta conexión. Vuelve a intentarlo en una hora.",
    });
    // Another address is not held back by this one.
    expect((await register(made(5), "10.4.0.2")).statusCode).toBe(200);
  });

  it(`refuses more than ${REGISTER_REQUESTS_PER_MINUTE} sign-ups a minute from one address with a 429`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_REQUESTS_PER_MINUTE; i++) {
      statuses.push((await register({}, "10.3.0.1")).statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await register({}, "10.3.0.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
  });
});

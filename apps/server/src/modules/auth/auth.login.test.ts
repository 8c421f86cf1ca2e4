import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser, TEST_PASSWORD } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";

const WRONG = "Usuario o contraseña incorrectos";

describe("login and the session user", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: object) => t.app.inject({ method: "POST", url: "/api/auth/local", payload });
  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/api/users/me", headers });

  it("signs a player in by username or e-mail in any case, and the token opens /api/users/me", async () => {
    const user = await createUser(t.ctx.db, {
      username: "Martina.P",
      email: "Martina.Perez@Example.cl",
      name: "Martina",
      lastname: "Pérez",
    });
    const expected = {
      id: user.id,
      username: "Martina.P",
      email: "Martina.Perez@Example.cl",
      name: "Martina",
      lastname: "Pérez",
      role: "authenticated",
    };
    for (const identifier of ["Martina.P", "martina.p", " MARTINA.P ", "martina.perez@example.cl"]) {
      const res = await login({ identifier, password: TEST_PASSWORD });
      expect(res.statusCode, identifier).toBe(200);
      const body = res.json();
      expect(body.user).toEqual(expected);
      const session = await me(bearer(body.jwt));
      expect(session.statusCode).toBe(200);
      expect(session.json()).toEqual(expected);
    }
  });

  it("gives an administrator the role club_administrator, without leaking the club id", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await login({ identifier: admin.user.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: admin.user.id,
      username: admin.user.username,
      email: admin.user.email,
      name: admin.user.name,
      lastname: admin.user.lastname,
      role: "club_administrator",
    });
    const session = await me(bearer(res.json().jwt));
    expect(session.json().role).toBe("club_administrator");
    expect(session.json()).not.toHaveProperty("clubId");
  });

  it("answers 401 with one message for a wrong password and for an unknown user", async () => {
    const user = await createUser(t.ctx.db);
    const wrong = await login({ identifier: user.username, password: "no-es-la-clave" });
    const unknown = await login({ identifier: "no_existe", password: TEST_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({ code: "UNAUTHORIZED", message: WRONG });
      expect(res.json()).not.toHaveProperty("jwt");
    }
    expect(Object.keys(wrong.json().error).sort()).toEqual(Object.keys(unknown.json().error).sort());
  });

  it("reads a corrupt stored hash as a wrong password, not a server error", async () => {
    const user = await createUser(t.ctx.db, { passwordHash: "no-es-un-hash" });
    const res = await login({ identifier: user.username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it("answers 400 with the field for missing or empty input", async () => {
    const noIdentifier = await login({ password: TEST_PASSWORD });
    expect(noIdentifier.statusCode).toBe(400);
    expect(noIdentifier.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ field: "identifier", message: "Ingresa tu usuario o correo" }],
    });
    const blank = await login({ identifier: "   ", password: "" });
    expect(blank.statusCode).toBe(400);
    expect(
      blank
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(["identifier", "password"]);
  });

  it("refuses /api/users/me without a token, with a garbage or foreign token, and with an expired one", async () => {
    const user = await createUser(t.ctx.db);
    const key = new TextEncoder().encode(t.ctx.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const tokenWithExpiry = (exp: number, signingKey = key) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(user.id))
        .setIssuedAt(now - 7200)
        .setExpirationTime(exp)
        .sign(signingKey);

    // The same construction with a future expiry works, so the refusals below are about the token.
    expect((await me(bearer(await tokenWithExpiry(now + 3600)))).statusCode).toBe(200);

    const refused = [
      await me(),
      await me({ authorization: "Bearer no.es.un-jwt" }),
      await me({ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }),
      await me(bearer(await tokenWithExpiry(now - 60))),
      await me(bearer(await tokenWithExpiry(now + 3600, new TextEncoder().encode("x".repeat(40))))),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHORIZED");
    }
  });

  it("refuses the token of an account that no longer exists", async () => {
    const user = await createUser(t.ctx.db);
    const token = await t.ctx.tokens.sign(user.id);
    await stored(t.ctx.db)`delete from users where id = ${user.id}`;
    expect((await me(bearer(token))).statusCode).toBe(401);
  });
});

describe("login rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginRateLimit: 3 } });
  });
  afterAll(() => t.close());

  it("answers 429 RATE_LIMITED in Spanish after the configured attempts, even with the right password", async () => {
    const user = await createUser(t.ctx.db);
    const attempt = (password: string, remoteAddress = "10.9.0.1") =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/local",
        payload: { identifier: user.username, password },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await attempt("incorrecta")).statusCode).toBe(401);
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: "RATE_LIMITED",
        message: "Demasiados intentos. Espera un momento y vuelve a intentar.",
        requestId: expect.any(String),
      },
    });
    expect((await attempt(TEST_PASSWORD, "10.9.0.2")).statusCode).toBe(200);
  });
});

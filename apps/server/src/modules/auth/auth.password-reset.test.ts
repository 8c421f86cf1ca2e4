import { createHash } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD } from "../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { jobsRun } from "../../../test/mail-inbox";
import { parseMail, startSmtpCatcher } from "../../../test/smtp-catcher";
import { stored } from "../../../test/stored";
import { FORGOT_PASSWORD_RATE_LIMIT } from "./auth.rate-limits";

const FORGOT_ANSWER = {
  ok: true,
  message: "Si el correo está registrado, te enviamos un enlace para restablecer la contraseña.",
};
const NEW_PASSWORD = "una-clave-nueva-456";

describe("password reset by e-mail", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let ipCounter = 0;
  // Each test calls from its own address, so the per-IP rate limits of one test do not leak into another.
  const newIp = () => `10.0.0.${++ipCounter}`;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: "https://club.example.cl" } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, remoteAddress = "10.1.0.1") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress });
  const login = (identifier: string, password: string) => post("/api/auth/local", { identifier, password });
  const reset = (code: string, password = NEW_PASSWORD, ip?: string) =>
    post("/api/auth/reset-password", { code, password, passwordConfirmation: password }, ip);

  /** Asks for a link as `email` and reads it from the mail that reaches `mailbox`. */
  async function requestCode(email: string, mailbox = email) {
    const received = () => smtp.messages.filter((m) => m.to.includes(mailbox));
    const before = received().length;
    const res = await post("/api/auth/forgot-password", { email }, newIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_ANSWER);
    await expect.poll(() => received().length, { timeout: 10_000 }).toBe(before + 1);
    const mail = received().at(-1);
    if (!mail) throw new Error("sin correo");
    const { headers, text } = parseMail(mail.raw);
    const link = /https:\/\/club\.example\.cl\/password_reset\?code=([A-Za-z0-9_-]+)/.exec(text);
    if (!link?.[1]) throw new Error(`sin enlace en el correo:\n${text}`);
    return { code: link[1], headers, text };
  }

  it("mails a link whose code sets a new password once; the old password stops working", async () => {
    const user = await createUser(t.ctx.db, { name: "Valentina", email: "vale.reset@example.cl" });
    const { code, headers, text } = await requestCode("VALE.Reset@example.cl", user.email);
    expect(headers.subject).toBe("Restablece tu contraseña");
    expect(headers.to).toContain("vale.reset@example.cl");
    expect(text).toContain("Hola Valentina:");
    expect(text).toContain("1 hora");

    // Only the digest of the code is stored.
    const rows = await stored<{ codeHash: string }>(t.ctx.db)`
      select code_hash as "codeHash" from password_reset_codes where user_id = ${user.id}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toBe(createHash("sha256").update(code).digest("hex"));
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);

    const res = await reset(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: "Tu contraseña fue actualizada. Ya puedes iniciar sesión.",
    });

    expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await login(user.username, TEST_PASSWORD);
    expect(old.statusCode).toBe(401);

    const again = await reset(code, "otra-clave-789");
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toEqual([
      { field: "code", message: "El enlace no es válido o ya expiró" },
    ]);
    expect((await login(user.username, "otra-clave-789")).statusCode).toBe(401);
  });

  it("ends the sessions opened before the reset and keeps the ones opened after it", async () => {
    const user = await createUser(t.ctx.db, { email: "sesiones.reset@example.cl" });
    // Issued a few seconds ago, like a session left open on another device.
    const earlier = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 5)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(t.ctx.config.jwtSecret));
    const me = (token: string) =>
      t.app.inject({ method: "GET", url: "/api/users/me", headers: { authorization: `Bearer ${token}` } });
    expect((await me(earlier)).statusCode).toBe(200);

    const { code } = await requestCode(user.email);
    expect((await reset(code)).statusCode).toBe(200);

    expect((await me(earlier)).statusCode).toBe(401);
    const fresh = await login(user.username, NEW_PASSWORD);
    expect((await me(fresh.json().jwt)).statusCode).toBe(200);
  });

  it("gives an unknown address the same answer and sends it nothing", async () => {
    const known = await createUser(t.ctx.db, { email: "conocido@example.cl" });
    const unknown = await post("/api/auth/forgot-password", { email: "nadie@example.cl" }, newIp());
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(FORGOT_ANSWER);
    // A mail for the unknown address would have been sent before this one, on its own connection.
    await requestCode(known.email);
    expect(smtp.recipients).not.toContain("nadie@example.cl");
    expect(smtp.messages.some((m) => m.to.includes("nadie@example.cl"))).toBe(false);
  });

  it("answers before it looks the account up, and mails the link once the answer is out", async () => {
    const user = await createUser(t.ctx.db, { email: "despues@example.cl" });
    const releaseMail = smtp.hold();
    // On PostgreSQL the reset codes are also locked, so work done before answering would wait here, and
    // the answer with it. PGlite has one connection, which the per-address limit needs before the answer.
    const releaseCodes = onPostgres ? await holdResetCodes() : async () => {};
    const res = await post("/api/auth/forgot-password", { email: user.email }, newIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_ANSWER);
    await releaseCodes();
    expect(smtp.messages.some((m) => m.to.includes(user.email))).toBe(false);
    releaseMail();
    await expect
      .poll(() => smtp.messages.some((m) => m.to.includes(user.email)), { timeout: 10_000 })
      .toBe(true);
  });

  /** Locks password_reset_codes in a transaction of its own until the returned function is called. */
  async function holdResetCodes(): Promise<() => Promise<void>> {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const holder = t.ctx.db.transaction(async (tx) => {
      await stored(tx)`lock table password_reset_codes in access exclusive mode`;
      holding();
      await released;
    });
    await held;
    return async () => {
      release();
      await holder;
    };
  }

  it("rejects unknown and expired codes with the field code", async () => {
    const unknown = await reset("x".repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ field: "code", message: "El enlace no es válido o ya expiró" }],
    });

    const user = await createUser(t.ctx.db);
    const { code } = await requestCode(user.email);
    await stored(t.ctx.db)`
      update password_reset_codes set expires_at = now() - interval '1 second' where user_id = ${user.id}`;
    const expired = await reset(code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details[0].field).toBe("code");
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("rejects a new password that is too short or not repeated identically", async () => {
    const short = await reset("y".repeat(43), "corta");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details).toContainEqual({
      field: "password",
      message: "La contraseña debe tener al menos 10 caracteres",
    });
    const mismatch = await post("/api/auth/reset-password", {
      code: "y".repeat(43),
      password: NEW_PASSWORD,
      passwordConfirmation: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details).toEqual([
      { field: "passwordConfirmation", message: "Las contraseñas no coinciden" },
    ]);
    const badEmail = await post("/api/auth/forgot-password", { email: "no-es-correo" }, newIp());
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.details[0].field).toBe("email");
  });

  it("refuses a guessable new password, or one made of the owner's name, and keeps the code usable", async () => {
    const user = await createUser(t.ctx.db, { name: "Florencia", lastname: "Rojas" });
    const { code } = await requestCode(user.email);
    for (const [password, reason] of [
      ["1234567890", /^Es una contraseña usada con mucha frecuencia\. Usa una frase/],
      ["florenciarojas", /^No uses tu nombre, usuario, correo ni RUT en la contraseña$/],
    ] as const) {
      const res = await reset(code, password, newIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        { field: "password", message: expect.stringMatching(reason) },
      ]);
    }
    expect((await reset(code, NEW_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it("invalidates the user's other outstanding codes once one is used", async () => {
    const user = await createUser(t.ctx.db);
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    expect(first.code).not.toBe(second.code);
    expect((await reset(second.code)).statusCode).toBe(200);
    const stale = await reset(first.code, "clave-por-enlace-viejo");
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.details[0].field).toBe("code");
  });

  it("lets only one of two simultaneous uses of a code succeed", async () => {
    const user = await createUser(t.ctx.db);
    const { code } = await requestCode(user.email);
    const results = await Promise.all([
      reset(code, "clave-carrera-uno", "10.2.0.1"),
      reset(code, "clave-carrera-dos", "10.2.0.2"),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? "clave-carrera-uno" : "clave-carrera-dos";
    const loser = winner === "clave-carrera-uno" ? "clave-carrera-dos" : "clave-carrera-uno";
    expect((await login(user.username, winner)).statusCode).toBe(200);
    expect((await login(user.username, loser)).statusCode).toBe(401);
    const [row] = await stored<{ passwordHash: string }>(t.ctx.db)`
      select password_hash as "passwordHash" from users where id = ${user.id}`;
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it(`limits forgot-password to ${FORGOT_PASSWORD_RATE_LIMIT} requests a minute per address`, async () => {
    const ip = newIp();
    for (let i = 0; i < FORGOT_PASSWORD_RATE_LIMIT; i++) {
      const res = await post("/api/auth/forgot-password", { email: "nadie@example.cl" }, ip);
      expect(res.statusCode).toBe(200);
    }
    const limited = await post("/api/auth/forgot-password", { email: "nadie@example.cl" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: "RATE_LIMITED",
      message: "Demasiados intentos. Espera un momento y vuelve a intentar.",
    });
    // Another address is not affected.
    expect((await post("/api/auth/forgot-password", { email: "nadie@example.cl" }, newIp())).statusCode).toBe(
      200,
    );
  });
});

describe("reset and confirmation links without SMTP", () => {
  /** Asks for a reset and signs up with no SMTP configured; the log once both mails were handled. */
  async function logOfLinks(env: "development" | "production") {
    const lines: string[] = [];
    const t = await createTestApp({
      config: { env, logLevel: "info", publicUrl: "https://club.example.cl" },
      logStream: { write: (line) => lines.push(line) },
    });
    const user = await createUser(t.ctx.db, { email: `sin.smtp.${env}@example.cl` });
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Ignacia",
        lastname: "Rojas",
        username: `ignacia_${env}`,
        email: `nueva.${env}@example.cl`,
        rut: "7654321-6",
        phone: "+56 9 1234 5678",
        category: "4ta",
        password: "Raqueta-Verde-Cancha-2026",
        accept_terms: true,
      },
    });
    expect(signUp.statusCode).toBe(200);
    await jobsRun(t.ctx.db);
    await t.close();
    return lines.join("");
  }

  it("writes both links, never the addresses nor the names, to the log outside production, so a bare install can still use them", async () => {
    const log = await logOfLinks("development");
    expect(log).toContain("https://club.example.cl/password_reset?code=");
    expect(log).toContain("https://club.example.cl/confirmar-correo?code=");
    expect(log).not.toContain("sin.smtp.development@example.cl");
    expect(log).not.toContain("nueva.development@example.cl");
    // The mails greet the person by name: only their links are logged.
    expect(log).not.toContain("Ignacia");
    expect(log).not.toContain("Hola");
  });

  it("never writes a link (nor a mail's text or address) to the log in production", async () => {
    const log = await logOfLinks("production");
    expect(log).toContain("correo (sin SMTP): no se envió");
    expect(log).not.toContain("?code=");
    expect(log).not.toContain("sin.smtp.production@example.cl");
    expect(log).not.toContain("nueva.production@example.cl");
  });
});

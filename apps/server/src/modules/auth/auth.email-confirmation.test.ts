import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createClub, createUser } from "../../../test/factories";
import { bearer, onPostgres, type TestApp } from "../../../test/harness";
import { createMailingTestApp, parseMail } from "../../../test/smtp-catcher";
import { stored } from "../../../test/stored";
import { CONFIRMATION_MAILS_PER_HOUR } from "./email-confirmation.service";

const clock = testClock("2026-09-01T12:00:00Z");
let accounts = 0;
const newPlayer = () => {
  const n = ++accounts;
  return {
    name: "Renata",
    lastname: "Soto",
    username: `renata_${n}`,
    email: `renata.${n}@example.cl`,
    rut: ["11111111-1", "22222222-2", "7654321-6", "9876543-3", "15555555-6"][n - 1],
    phone: "+56 9 1234 5678",
    category: "4ta",
    password: "Raqueta-Verde-Cancha-2026",
    accept_terms: true,
  };
};

describe(`e-mail confirmation before holding a court (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof createMailingTestApp>>["smtp"];
  let close: () => Promise<void>;
  let ip = 0;
  beforeAll(async () => {
    ({ t, smtp, close } = await createMailingTestApp({ now: clock.now }));
  });
  afterAll(() => close());

  const post = (url: string, payload?: object, token?: string) =>
    t.app.inject({
      method: "POST",
      url,
      ...(payload ? { payload } : {}),
      ...(token ? { headers: bearer(token) } : {}),
      remoteAddress: `10.50.0.${++ip}`,
    });

  /** Waits for the `count`-th mail to `address` and returns the code of its link. */
  async function codeMailedTo(address: string, count = 1) {
    const mails = () => smtp.messages.filter((m) => m.to.includes(address));
    await expect.poll(() => mails().length, { timeout: 10_000 }).toBe(count);
    const { headers, text } = parseMail(mails().at(-1)?.raw ?? "");
    expect(headers.subject).toBe("Confirma tu correo");
    const link = /https:\/\/club\.example\.cl\/confirmar-correo\?code=([A-Za-z0-9_-]+)/.exec(text);
    if (!link?.[1]) throw new Error(`sin enlace en el correo:\n${text}`);
    return link[1];
  }

  async function signUp() {
    const player = newPlayer();
    const res = await post("/api/auth/register", player);
    expect(res.statusCode, res.body).toBe(200);
    const { jwt, user } = res.json() as { jwt: string; user: { id: number } };
    return { email: player.email, jwt, userId: user.id };
  }

  async function book(token: string) {
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id);
    return post(
      "/api/booking/create_booking",
      { club_id: club.id, court_id: court.id, date: "2026-09-03", start_time: "10:00", duration_int: 90 },
      token,
    );
  }

  it("refuses a court until the mailed link is opened; the code is kept only as its digest, for a day", async () => {
    const player = await signUp();
    const code = await codeMailedTo(player.email);

    const refused = await book(player.jwt);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "EMAIL_NOT_CONFIRMED",
      message: "Confirma tu correo para reservar: abre el enlace que te enviamos al crear tu cuenta.",
    });

    const [kept] = await stored<{ codeHash: string; hours: number }>(t.ctx.db)`
      select code_hash as "codeHash", round(extract(epoch from expires_at - now()) / 3600)::int as hours
      from email_confirmation_codes where user_id = ${player.userId}`;
    expect(kept).toEqual({ codeHash: createHash("sha256").update(code).digest("hex"), hours: 24 });

    const confirmed = await post("/api/auth/confirm-email", { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      ok: true,
      message: "¡Listo! Tu correo quedó confirmado. Ya puedes reservar canchas.",
    });
    expect((await book(player.jwt)).statusCode).toBe(200);

    const again = await post("/api/auth/confirm-email", { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toEqual([
      {
        field: "code",
        message: "Este enlace de confirmación ya se usó. Si tu correo sigue sin confirmar, pide uno nuevo.",
      },
    ]);
  });

  it("answers a made-up code with 404, an expired one and a malformed body with 400 on the field", async () => {
    const unknown = await post("/api/auth/confirm-email", { code: "a".repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      "Este enlace de confirmación no existe. Revisa que el enlace esté completo o pide uno nuevo.",
    );

    const player = await signUp();
    const code = await codeMailedTo(player.email);
    await stored(t.ctx.db)`
      update email_confirmation_codes set expires_at = now() - interval '1 minute' where user_id = ${player.userId}`;
    const expired = await post("/api/auth/confirm-email", { code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details).toEqual([
      {
        field: "code",
        message: "Este enlace de confirmación venció. Pide uno nuevo desde la pantalla de reservas.",
      },
    ]);

    const empty = await post("/api/auth/confirm-email", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([{ field: "code", message: "Falta el código" }]);
  });

  it(`mails a new link on request, at most ${CONFIRMATION_MAILS_PER_HOUR} an hour; the newest works`, async () => {
    const player = await signUp();
    await codeMailedTo(player.email, 1);
    expect((await post("/api/auth/resend-confirmation")).statusCode).toBe(401);

    const resent = await post("/api/auth/resend-confirmation", undefined, player.jwt);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe("Te enviamos un correo nuevo con el enlace para confirmar tu cuenta.");
    const code = await codeMailedTo(player.email, 2);
    for (let i = 2; i < CONFIRMATION_MAILS_PER_HOUR; i++) {
      expect((await post("/api/auth/resend-confirmation", undefined, player.jwt)).statusCode).toBe(200);
    }
    const tooMany = await post("/api/auth/resend-confirmation", undefined, player.jwt);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.message).toMatch(/^Ya te enviamos varios correos en la última hora/);

    expect((await post("/api/auth/confirm-email", { code })).statusCode).toBe(200);
    const done = await post("/api/auth/resend-confirmation", undefined, player.jwt);
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe("Tu correo ya está confirmado.");
  });

  it("counts accounts made any other way (and every account made before this rule) as confirmed", async () => {
    const existing = await createUser(t.ctx.db);
    const [row] = await stored<{ confirmed: boolean }>(t.ctx.db)`
      select email_confirmed_at is not null as confirmed from users where id = ${existing.id}`;
    expect(row?.confirmed).toBe(true);
  });
});

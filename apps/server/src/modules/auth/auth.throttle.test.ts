import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, TEST_PASSWORD } from "../../../test/factories";
import { createTestApp, testConfig } from "../../../test/harness";
import { jobsRun } from "../../../test/mail-inbox";
import { startSmtpCatcher } from "../../../test/smtp-catcher";
import { stored } from "../../../test/stored";
import { buildApp } from "../../app";
import type { AppConfig } from "../../config";
import { FREE_LOGIN_ATTEMPTS } from "./login-throttle.repository";
import { RESET_MAILS_PER_HOUR } from "./password-reset.service";

/** Two app instances on one database, as behind a load balancer. */
async function twoInstances(config: Partial<AppConfig> = {}) {
  const first = await createTestApp({ config });
  const { app: second } = await buildApp({
    // Instances behind one load balancer share their secret, as they do in production.
    config: testConfig({ ...config, jwtSecret: first.ctx.config.jwtSecret }),
    db: first.database.db,
    listen: first.database.listen,
  });
  await second.ready();
  return {
    first,
    apps: [first.app, second] as const,
    async close() {
      await second.close();
      await first.close();
    },
  };
}

describe("sign-in throttling per account, across instances", () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  let ip = 0;
  beforeAll(async () => {
    pair = await twoInstances();
  });
  afterAll(() => pair.close());

  // Every attempt from a new address, alternating instances: only a per-account count can see them.
  const attempt = (identifier: string, password: string) =>
    pair.apps[ip % 2]?.inject({
      method: "POST",
      url: "/api/auth/local",
      payload: { identifier, password },
      remoteAddress: `10.20.${ip >> 8}.${++ip & 255}`,
    }) as ReturnType<FastifyInstance["inject"]>;

  const throttleOf = async (key: string) => {
    const [row] = await stored<{ attempts: number; wait: number }>(pair.first.ctx.db)`
      select attempts, extract(epoch from next_attempt_at - last_attempt_at)::int as wait
      from login_throttles where key = ${key}`;
    return row;
  };
  // Stands in for the wait running out, without a test that sleeps.
  const waitOver = (key: string) =>
    stored(
      pair.first.ctx.db,
    )`update login_throttles set next_attempt_at = now() - interval '1 second' where key = ${key}`;

  it("slows wrong passwords from many addresses with a doubling delay, and refuses even the right one meanwhile", async () => {
    const user = await createUser(pair.first.ctx.db);
    const key = `user:${user.id}`;
    for (let i = 0; i < FREE_LOGIN_ATTEMPTS; i++) {
      expect((await attempt(user.username, "no-es-la-clave")).statusCode).toBe(401);
    }
    expect((await throttleOf(key))?.wait).toBe(2);
    for (const password of ["no-es-la-clave", TEST_PASSWORD]) {
      const refused = await attempt(user.email, password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({
        code: "RATE_LIMITED",
        message: "Demasiados intentos. Espera un momento y vuelve a intentar.",
      });
    }
    // Refused attempts do not count; each admitted failure doubles the wait, up to a minute.
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      await waitOver(key);
      expect((await attempt(user.username, "no-es-la-clave")).statusCode).toBe(401);
      expect((await attempt(user.username, "no-es-la-clave")).statusCode).toBe(429);
      waits.push((await throttleOf(key))?.wait);
    }
    expect(waits).toEqual([4, 8, 16, 32, 60, 60]);

    await waitOver(key);
    expect((await attempt(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await throttleOf(key)).toBeUndefined();
    expect((await attempt(user.username, "no-es-la-clave")).statusCode).toBe(401);
  });

  const signInWith = (identifier: string, password: string, cookie?: string) =>
    pair.apps[ip % 2]?.inject({
      method: "POST",
      url: "/api/auth/local",
      payload: { identifier, password },
      remoteAddress: `10.21.0.${++ip & 255}`,
      ...(cookie ? { headers: { cookie } } : {}),
    }) as ReturnType<FastifyInstance["inject"]>;
  const markerOf = (res: Awaited<ReturnType<FastifyInstance["inject"]>>) =>
    String(res.headers["set-cookie"]).split(";")[0] ?? "";

  it("does not slow the owner's browser that signed in before while others guess, and keeps guessing slow", async () => {
    const owner = await createUser(pair.first.ctx.db);
    const first = await signInWith(owner.username, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.headers["set-cookie"]).toMatch(
      /^known_device=.+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const known = markerOf(first);

    // The attack: wrong passwords from ever new addresses, past the longest wait.
    for (let i = 0; i < FREE_LOGIN_ATTEMPTS + 8; i++) {
      await signInWith(owner.username, "no-es-la-clave");
      await waitOver(`user:${owner.id}`);
    }
    await signInWith(owner.username, "no-es-la-clave");
    expect((await throttleOf(`user:${owner.id}`))?.wait).toBe(60);

    // The owner, from the browser that signed in before, at once and again and again.
    for (let i = 0; i < 3; i++) {
      const res = await signInWith(owner.email, TEST_PASSWORD, known);
      expect(res.statusCode).toBe(200);
    }
    // Anyone else still waits, even with the right password, with no marker, another account's, or a forged one.
    const other = await createUser(pair.first.ctx.db);
    const othersMarker = markerOf(await signInWith(other.username, TEST_PASSWORD));
    const forged = known.replace(/\.\d+\./, (m) => `.${Number(m.slice(1, -1)) + 1}.`);
    for (const cookie of [undefined, othersMarker, forged]) {
      expect((await signInWith(owner.username, TEST_PASSWORD, cookie)).statusCode).toBe(429);
    }
    // The known browser's own wrong passwords are slowed on its own count.
    for (let i = 0; i < FREE_LOGIN_ATTEMPTS; i++) {
      expect((await signInWith(owner.username, "no-es-la-clave", known)).statusCode).toBe(401);
    }
    expect((await signInWith(owner.username, TEST_PASSWORD, known)).statusCode).toBe(429);
  });

  it("throttles an unknown name the same way, so a refusal does not reveal which accounts exist", async () => {
    for (let i = 0; i < FREE_LOGIN_ATTEMPTS; i++) {
      expect((await attempt("Nadie.Aqui", "no-es-la-clave")).statusCode).toBe(401);
    }
    expect((await attempt("nadie.aqui", "no-es-la-clave")).statusCode).toBe(429);
  });
});

describe("per-address limits across instances and proxies", () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    pair = await twoInstances({ loginRateLimit: 3, trustProxy: 1 });
  });
  afterAll(() => pair.close());

  const login = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/local",
      payload: { identifier: `alguien_${forwardedFor}`, password: "no-es-la-clave" },
      remoteAddress: "10.30.0.1",
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("counts one address on one limit whichever instance answers", async () => {
    const [a, b] = pair.apps;
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await login(app, "203.0.113.7")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("takes the address our one proxy saw, so a made-up X-Forwarded-For entry does not reset the limit", async () => {
    const [a, b] = pair.apps;
    const statuses = [];
    for (const [i, app] of [a, b, a, b].entries()) {
      // The client wrote the first entry; our proxy appended the address it saw.
      statuses.push((await login(app, `198.51.100.${i}, 203.0.113.8`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(a, "203.0.113.9")).statusCode).toBe(401);
  });
});

describe("reset e-mails to one address", () => {
  it(`sends at most ${RESET_MAILS_PER_HOUR} an hour, however many addresses and instances ask`, async () => {
    const smtp = await startSmtpCatcher();
    const pair = await twoInstances({ smtpUrl: smtp.url });
    const user = await createUser(pair.first.ctx.db, { email: "muchos.correos@example.cl" });
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 3; i++) {
      const res = await pair.apps[i % 2]?.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: user.email },
        remoteAddress: `10.40.0.${i + 1}`,
      });
      expect(res?.statusCode).toBe(200);
    }
    // Every request's job run, by either instance, before the mails are counted.
    await jobsRun(pair.first.ctx.db);
    await pair.close();
    await smtp.close();
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});

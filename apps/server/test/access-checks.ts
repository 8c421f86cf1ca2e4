import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { createPlayer, createUser } from "./factories";
import { bearer, type TestApp } from "./harness";

export type GuardedCall = Pick<InjectOptions, "method" | "url" | "payload"> & { url: string };

/**
 * Every call answers 401 without a token, with a malformed one and with one of a user who does not
 * exist, even with a body that would not validate (the guard runs first).
 */
export async function expectUnauthenticatedRefused(t: TestApp, calls: readonly GuardedCall[]) {
  const forged = await t.ctx.tokens.sign(2_000_000_000);
  for (const call of calls) {
    for (const headers of [{}, bearer("not-a-jwt"), { authorization: "Basic abc" }, bearer(forged)]) {
      const res = await t.app.inject({ ...call, headers });
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHORIZED");
    }
    const invalid = await t.app.inject({ ...call, payload: { data: 42 } });
    expect(invalid.statusCode, call.url).toBe(401);
  }
}

/** Every call answers 403 to a player, also to a player who is a member of the club. */
export async function expectPlayersRefused(t: TestApp, calls: readonly GuardedCall[], clubId: number) {
  const player = await createPlayer(t.ctx.db, t.ctx.tokens);
  const member = await createUser(t.ctx.db, { clubId });
  const tokens = [player.token, await t.ctx.tokens.sign(member.id)];
  for (const call of calls) {
    for (const token of tokens) {
      const res = await t.app.inject({ ...call, headers: bearer(token) });
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
  }
}

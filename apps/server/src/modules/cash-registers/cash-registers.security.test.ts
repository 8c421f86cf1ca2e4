import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCashRegister, createPlayer, createUser } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { recordsOf } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

const OPEN_BODY = { cash_register_record_open_cash_user_amount: 1000 };
const CLOSE_BODY = { cash_register_record_close_cash_user_amount: 1000 };

describe("cash registers: authentication, role and tenant", () => {
  let t: TestApp;
  let registerId: number;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    adminId = admin.user.id;
    registerId = (await createCashRegister(t.ctx.db, admin.clubId)).id;
  });
  afterAll(() => t.close());

  const calls = () =>
    [
      { method: "PUT", url: `/api/admin/cash_register/open_cash_register/${registerId}`, payload: OPEN_BODY },
      {
        method: "PUT",
        url: `/api/admin/cash_register/close_cash_register/${registerId}`,
        payload: CLOSE_BODY,
      },
      { method: "GET", url: "/api/admin/cash_register_record/get_cash_register_records" },
      {
        method: "GET",
        url: `/api/admin/cash_register_record/find_cash_register_records_by_user_id/${adminId}`,
      },
    ] as const;

  it("answers 401 without a token or with a bad one", async () => {
    const forged = await t.ctx.tokens.sign(2_000_000_000);
    for (const call of calls()) {
      for (const headers of [{}, bearer("not-a-jwt"), { authorization: "Basic abc" }, bearer(forged)]) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, call.url).toBe(401);
        expect(res.json().error.code).toBe("UNAUTHORIZED");
      }
    }
  });

  it("answers 403 to players, also to a player who is a member of the club", async () => {
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const member = await createUser(t.ctx.db, { clubId: (await createAdmin(t.ctx.db, t.ctx.tokens)).clubId });
    const memberToken = await t.ctx.tokens.sign(member.id);
    for (const call of calls()) {
      for (const token of [player.token, memberToken]) {
        const res = await t.app.inject({ ...call, headers: bearer(token) });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json().error.code).toBe("FORBIDDEN");
      }
    }
    expect(await stored(t.ctx.db)`select id from cash_register_records`).toHaveLength(0);
  });

  it("answers 404 for another club's register or user, exactly like a missing one, touching nothing", async () => {
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    for (const call of calls()) {
      const res = await t.app.inject({ ...call, headers: bearer(outsider.token) });
      if (call.url.includes("get_cash_register_records")) {
        expect(res.json().cash_register_records).toEqual([]);
        continue;
      }
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    expect(await stored(t.ctx.db)`select id from cash_register_records`).toHaveLength(0);

    // Open by its own club, the register stays out of reach for the outsider's close.
    const owner = await t.app.inject({
      ...calls()[0],
      headers: bearer(await t.ctx.tokens.sign(adminId)),
    });
    expect(owner.statusCode).toBe(200);
    const close = await t.app.inject({ ...calls()[1], headers: bearer(outsider.token) });
    expect(close.statusCode).toBe(404);
    const [record] = await recordsOf(t.ctx.db, registerId);
    expect(record?.closedAt).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCashRegister } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { recordsOf } from "../../../test/staff-booking-helpers";

const OPEN_FIELD = "cash_register_record_open_cash_user_amount";
const CLOSE_FIELD = "cash_register_record_close_cash_user_amount";

describe("cash registers: bad input and missing registers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (action: "open" | "close", id: number | string, token: string, payload: object) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/cash_register/${action}_cash_register/${id}`,
      headers: bearer(token),
      payload,
    });
  const open = (id: number | string, token: string, payload: object = { [OPEN_FIELD]: 45000 }) =>
    put("open", id, token, payload);
  const close = (id: number | string, token: string, payload: object = { [CLOSE_FIELD]: 45000 }) =>
    put("close", id, token, payload);

  it.each([
    ["missing", {}],
    ["empty", { [OPEN_FIELD]: "" }],
    ["null", { [OPEN_FIELD]: null }],
    ["non-numeric", { [OPEN_FIELD]: "abc" }],
    ["numeric text", { [OPEN_FIELD]: "45000" }],
    ["negative", { [OPEN_FIELD]: -1 }],
    ["decimal", { [OPEN_FIELD]: 10.5 }],
  ])("rejects a %s opening amount with 400 on the field, opening nothing", async (_, payload) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const register = await createCashRegister(t.ctx.db, admin.clubId);
    const res = await open(register.id, admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: OPEN_FIELD })]),
    );
    const rows = await recordsOf(t.ctx.db, register.id);
    expect(rows).toHaveLength(0);
  });

  it.each([
    ["missing", {}],
    ["empty", { [CLOSE_FIELD]: "" }],
    ["negative", { [CLOSE_FIELD]: -500 }],
    ["decimal", { [CLOSE_FIELD]: 0.5 }],
  ])("rejects a %s closing amount with 400 on the field, leaving the register open", async (_, payload) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const register = await createCashRegister(t.ctx.db, admin.clubId);
    await open(register.id, admin.token);
    const res = await close(register.id, admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: CLOSE_FIELD })]),
    );
    const stillOpen = await recordsOf(t.ctx.db, register.id);
    expect(stillOpen).toMatchObject([{ closedAt: null }]);
  });

  it("rejects a register id that is not a positive whole number", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    for (const id of ["abc", "0", "-3", "1.5"]) {
      const res = await open(id, admin.token);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error.details[0].field).toBe("id");
    }
  });

  it("answers 404 for a register that does not exist", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await open(2_000_000_000, admin.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Caja no encontrada" });
    expect((await close(2_000_000_000, admin.token)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPlayersRefused, expectUnauthenticatedRefused } from "../../../test/access-checks";
import { testClock } from "../../../test/booking-factories";
import { createAdmin, createCashRegister } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { insertPaidOrder } from "../../../test/order-factories";
import { latestRecordOf, movementsOn, openRegister, staffClub } from "../../../test/staff-booking-helpers";

const ADD = "/api/admin/cash_register/add_cash_movement";
const clock = testClock("2026-11-23T12:00:00Z");

describe(`cash in and cash out of an open register (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const body = (type: string, amount: unknown, reason: unknown = "Cambio para la caja") => ({
    data: { cash_movement_type: type, cash_movement_amount: amount, cash_movement_reason: reason },
  });
  const add = (registerId: number | string, token: string, payload: object) =>
    t.app.inject({ method: "POST", url: `${ADD}/${registerId}`, headers: bearer(token), payload });
  const rowsOf = (recordId: number) => movementsOn(t.ctx.db, recordId);

  it("records a cash in and a cash out with their reason on the operator's open record", async () => {
    const { admin } = await staffClub(t);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    const cashIn = await add(register.id, admin.token, body("in", 10000, "  Sencillo del banco  "));
    expect(cashIn.statusCode, cashIn.body).toBe(200);
    expect(cashIn.json()).toEqual({
      ok: true,
      message: "Ingreso de efectivo registrado.",
      cash_movement: {
        id: expect.any(Number),
        cash_movement_type: "in",
        cash_movement_amount: 10000,
        cash_movement_reason: "Sencillo del banco",
        cash_movement_datetime: expect.objectContaining({ date: expect.any(String) }),
        user: { id: admin.user.id, name: admin.user.name, lastname: admin.user.lastname },
      },
    });
    const cashOut = await add(register.id, admin.token, body("out", 55000, "Retiro para depósito"));
    expect(cashOut.statusCode, cashOut.body).toBe(200);
    expect(cashOut.json().message).toBe("Retiro de efectivo registrado.");
    const rows = await rowsOf(record.id);
    expect(rows.map((r) => [r.type, r.amount, r.reason, r.userId])).toEqual([
      ["in", 10000, "Sencillo del banco", admin.user.id],
      ["out", 55000, "Retiro para depósito", admin.user.id],
    ]);

    const detail = await t.app.inject({
      method: "GET",
      url: `/api/admin/cash_register_record/find_cash_register_record/${record.id}`,
      headers: bearer(admin.token),
    });
    expect(detail.json().balances).toMatchObject({ cash_in: 10000, cash_out: 55000, expected_cash: 0 });
    expect(
      detail.json().cash_movements.map((m: { cash_movement_type: string }) => m.cash_movement_type),
    ).toEqual(["in", "out"]);
  });

  it("refuses a cash out above the cash the drawer should hold, counting sales and movements", async () => {
    const { admin } = await staffClub(t);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    // 45 000 opening + 7 000 cash of a sale (10 000 handed over, 3 000 change); the card part is not cash.
    await insertPaidOrder(t.ctx.db, {
      clubId: admin.clubId,
      recordId: record.id,
      userId: admin.user.id,
      payments: { cash: 7000, debit: 5000 },
      change: 3000,
    });
    const tooMuch = await add(register.id, admin.token, body("out", 52001));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [
        {
          field: "data.cash_movement_amount",
          message: "No puedes retirar más efectivo del que debería haber en la caja ($52.000)",
        },
      ],
    });
    expect((await add(register.id, admin.token, body("out", 2000))).statusCode).toBe(200);
    expect((await add(register.id, admin.token, body("out", 50001))).statusCode).toBe(400);
    expect((await add(register.id, admin.token, body("out", 50000))).statusCode).toBe(200);
    expect((await rowsOf(record.id)).map((r) => r.amount)).toEqual([2000, 50000]);
  });

  it("answers 400 on each bad field, in Spanish, and stores nothing", async () => {
    const { admin } = await staffClub(t);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    const cases: [object, string][] = [
      [body("lend", 1000), "data.cash_movement_type"],
      [body("in", 0), "data.cash_movement_amount"],
      [body("in", -500), "data.cash_movement_amount"],
      [body("in", 1.5), "data.cash_movement_amount"],
      [body("in", "1000"), "data.cash_movement_amount"],
      [body("in", 1000, "   "), "data.cash_movement_reason"],
      [body("in", 1000, "x".repeat(201)), "data.cash_movement_reason"],
      [{ data: { cash_movement_type: "in", cash_movement_amount: 1000 } }, "data.cash_movement_reason"],
    ];
    for (const [payload, field] of cases) {
      const res = await add(register.id, admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const detail = res.json().error.details[0];
      expect(detail.field, JSON.stringify(payload)).toBe(field);
      expect(detail.message).not.toMatch(/expected|invalid|required/i);
    }
    for (const bad of ["abc", "0", "-1"]) {
      const res = await add(bad, admin.token, body("in", 1000));
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.details[0].field).toBe("id");
    }
    expect(await rowsOf(record.id)).toEqual([]);
  });

  it("answers 409 without an open record on that register, also when the register is open by someone else", async () => {
    const { admin } = await staffClub(t);
    const closed = await createCashRegister(t.ctx.db, admin.clubId);
    const none = await add(closed.id, admin.token, body("in", 1000));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(
      "No tienes esta caja abierta: ábrela para ingresar o retirar efectivo.",
    );
    const colleague = await createAdmin(t.ctx.db, t.ctx.tokens, admin.clubId);
    const theirs = await openRegister(t, colleague);
    expect((await add(theirs.id, admin.token, body("in", 1000))).statusCode).toBe(409);
    // Holding another register open does not let the operator move cash on this one.
    await openRegister(t, admin);
    expect((await add(closed.id, admin.token, body("out", 1000))).statusCode).toBe(409);
    expect((await rowsOf((await latestRecordOf(t, theirs.id)).id)).length).toBe(0);
  });

  it("answers 404 for another club's register and for a missing one", async () => {
    const { admin } = await staffClub(t);
    const register = await openRegister(t, admin);
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    const foreign = await add(register.id, outsider.token, body("in", 1000));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({ code: "NOT_FOUND", message: "Caja no encontrada" });
    expect((await add(2_000_000_000, admin.token, body("in", 1000))).statusCode).toBe(404);
  });

  it("refuses calls without a valid token and player tokens", async () => {
    const { admin } = await staffClub(t);
    const register = await openRegister(t, admin);
    const calls = [{ method: "POST", url: `${ADD}/${register.id}`, payload: body("in", 1000) }] as const;
    await expectUnauthenticatedRefused(t, calls);
    await expectPlayersRefused(t, calls, admin.clubId);
    expect(await rowsOf((await latestRecordOf(t, register.id)).id)).toEqual([]);
  });
});

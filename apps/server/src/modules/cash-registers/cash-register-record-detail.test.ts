import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createAdmin, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { insertBookingPayment } from "../../../test/payment-helpers";
import {
  latestRecordOf,
  openRegister,
  payAtReception,
  recordRow,
  staffClub,
} from "../../../test/staff-booking-helpers";

const FIND = "/api/admin/cash_register_record/find_cash_register_record";
const clock = testClock("2026-11-23T12:00:00Z");
const local = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00-03:00`);

describe(`a register record's balances and reception payments (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const find = (id: number | string, token?: string) =>
    t.app.inject({ method: "GET", url: `${FIND}/${id}`, headers: token ? bearer(token) : {} });
  const close = (registerId: number, token: string, counted: number) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/cash_register/close_cash_register/${registerId}`,
      headers: bearer(token),
      payload: { cash_register_record_close_cash_user_amount: counted },
    });

  /**
   * An operator's open session (45 000 opening) with reception payments by every method, next to money
   * that must stay out of it: another operator's session of the same club at the same moment, and an
   * online payment of the same club.
   */
  async function sessionWithPayments() {
    const { admin, court } = await staffClub(t);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    const booking = (hhmm: string, price: number) =>
      insertBooking(t.ctx.db, court, local(hhmm), 60, { price });
    const cash = await booking("10:00", 20000);
    const debitHalf = await booking("11:00", 15001);
    const transfer = await booking("12:00", 16000);
    const credit = await booking("13:00", 18000);
    for (const [b, method, pct] of [
      [cash, "cash", 100],
      [debitHalf, "debit", 50],
      [transfer, "transfer", 100],
      [credit, "credit", 100],
    ] as const) {
      const res = await payAtReception(t, admin.token, b.id, method, pct);
      expect(res.statusCode, res.body).toBe(200);
    }
    const colleague = await createAdmin(t.ctx.db, t.ctx.tokens, admin.clubId);
    await openRegister(t, colleague);
    const theirs = await booking("14:00", 9000);
    expect((await payAtReception(t, colleague.token, theirs.id, "cash")).statusCode).toBe(200);
    const online = await booking("15:00", 30000);
    await insertBookingPayment(t.ctx.db, {
      clubId: admin.clubId,
      bookingId: online.id,
      channel: "online",
      method: "test",
      percentage: 100,
      amount: 30000,
      status: "paid",
    });
    return { admin, register, record, court };
  }

  it("gives an open record's running sums from its own payments, and its reception payments", async () => {
    const { admin, record, court } = await sessionWithPayments();
    const res = await find(record.id, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.cash_register_record).toMatchObject({
      id: record.id,
      cash_register_record_open: true,
      cash_register_record_open_cash_user_amount: 45000,
      cash_register_record_close_cash_user_amount: null,
      cash_register_record_close_cash_backend_balance: 0,
    });
    expect(body.balances).toEqual({
      debit: 7501,
      transfer: 16000,
      credit: 18000,
      cash: 0,
      cash_backend: 20000,
      reservation: 0,
      cash_in: 0,
      cash_out: 0,
      total: 61501,
      expected_cash: 65000,
      cash_balance_diff: null,
    });
    expect(body.booking_payments).toHaveLength(4);
    expect(body.booking_payments[0]).toEqual({
      id: expect.any(Number),
      datetime: { date: "23-11-2026", time: "09:00:00", timeWithoutSeconds: "09:00" },
      method: "cash",
      percentage: 100,
      amount: 20000,
      booking: { id: expect.any(Number), court_name: court.name, date: "2026-11-24", start_time: "10:00" },
    });
    expect(body.booking_payments.map((p: { method: string }) => p.method)).toEqual([
      "cash",
      "debit",
      "transfer",
      "credit",
    ]);
  });

  it("stores at the closing the balances of the record's payments, expecting the reception cash in the drawer", async () => {
    const { admin, register, record } = await sessionWithPayments();
    const res = await close(register.id, admin.token, 64000);
    expect(res.statusCode, res.body).toBe(200);
    expect(await recordRow(t.ctx.db, record.id)).toMatchObject({
      closeAmount: 64000,
      debitBalance: 7501,
      transferBalance: 16000,
      creditBalance: 18000,
      cashBalance: 0,
      cashBackendBalance: 20000,
      reservationBalance: 0,
      totalBalance: 61501,
      // Expected: 45 000 opening + 20 000 cash at reception; 64 000 counted.
      cashBalanceDiff: -1000,
    });

    const detail = (await find(record.id, admin.token)).json();
    expect(detail.cash_register_record).toMatchObject({
      cash_register_record_open: false,
      cash_register_record_close_cash_user_amount: 64000,
      cash_register_record_close_cash_backend_balance: 20000,
      cash_register_record_close_total_balance: 61501,
      cash_balance_diff: -1000,
    });
    expect(detail.balances).toMatchObject({
      cash_backend: 20000,
      expected_cash: 65000,
      cash_balance_diff: -1000,
    });
    expect(detail.booking_payments).toHaveLength(4);
  });

  it("answers 400 for a bad id, 401 without a token, 403 to a player and 404 for another club's record", async () => {
    const { admin, record } = await sessionWithPayments();
    for (const bad of ["abc", "0", "-1", "1.5", "0x3"]) {
      const res = await find(bad, admin.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.details[0].field).toBe("id");
    }
    expect((await find(record.id)).statusCode).toBe(401);
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    expect((await find(record.id, player.token)).statusCode).toBe(403);
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    const foreign = await find(record.id, outsider.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toMatchObject({
      code: "NOT_FOUND",
      message: "Registro de caja no encontrado",
    });
    expect((await find(2_000_000_000, admin.token)).statusCode).toBe(404);
  });

  it("is in /api/docs", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(docs.paths)).toContain(`${FIND}/{id}`);
  });
});

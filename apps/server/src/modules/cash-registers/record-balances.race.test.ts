import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { insertPaidOrder } from "../../../test/order-factories";
import {
  latestRecordOf,
  movementsOn,
  openRegister,
  paymentsOn,
  recordRow,
  staffClub,
} from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";
import { lockOpenRegisterOfOperator } from "./cash-registers.repository";

const N = 12;
const clock = testClock("2026-11-23T12:00:00Z");
const ADD = "/api/admin/cash_register/add_cash_movement";

describe(`cash movements and sales while the register closes (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const movement = (registerId: number, token: string, type: "in" | "out", amount: number) =>
    t.send("POST", `${ADD}/${registerId}`, token, {
      data: { cash_movement_type: type, cash_movement_amount: amount, cash_movement_reason: "Carrera" },
    });

  const sum = <R>(rows: R[], pick: (r: R) => number) => rows.reduce((s, r) => s + pick(r), 0);

  it("stores balances equal to the sums of the rows that landed on the record", async () => {
    const { admin, court } = await staffClub(t);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    const booked = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        insertBooking(t.ctx.db, court, new Date(Date.UTC(2026, 11, 1 + i, 13)), 60, {
          price: 1000 * (i + 1),
        }),
      ),
    );
    // A sale as the orders module takes one: the operator's open record held FOR SHARE, the order written
    // in the same transaction; none when the closing got there first.
    const sell = (i: number) =>
      t.ctx.db.transaction(async (tx) => {
        const open = await lockOpenRegisterOfOperator(tx, admin.user.id);
        if (!open) return false;
        await insertPaidOrder(tx, {
          clubId: admin.clubId,
          recordId: open.recordId,
          userId: admin.user.id,
          payments: i % 2 ? { cash: 700 * (i + 1), credit: 300 } : { debit: 500 * (i + 1) },
          change: i % 2 ? 100 : 0,
        });
        return true;
      });
    const close = t.send("PUT", `/api/admin/cash_register/close_cash_register/${register.id}`, admin.token, {
      cash_register_record_close_cash_user_amount: 100000,
    });
    const work = Array.from({ length: N }, (_, i) => [
      movement(register.id, admin.token, "in", 1000 + i),
      movement(register.id, admin.token, "out", 500 + i),
      t.send("POST", `/api/admin/booking/pay_booking/${booked[i]?.id}`, admin.token, {
        method: i % 2 ? "cash" : "transfer",
        percentage: 100,
      }),
      sell(i),
    ]).flat();
    const [closed, ...done] = await Promise.all([close, ...work]);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    for (const d of done) {
      if (typeof d === "boolean") continue;
      // Each call landed on the record before it closed, or found no open record after.
      expect([200, 409], JSON.stringify(d.body)).toContain(d.status);
    }

    const moves = await movementsOn(t.ctx.db, record.id);
    const pays = await paymentsOn(t.ctx.db, record.id);
    const sold = await stored<{ cashPayed: number; change: number }>(t.ctx.db)`
      select order_cash_payed as "cashPayed", order_change as change from orders
      where cash_register_record_id = ${record.id}`;
    const soldPayments = await stored<{ method: string; amount: number }>(t.ctx.db)`
      select p.method, p.amount from order_payments p join orders o on o.id = p.order_id
      where o.cash_register_record_id = ${record.id}`;
    const byMethod = (rows: { method: string; amount: number }[], method: string) =>
      sum(
        rows.filter((r) => r.method === method),
        (r) => r.amount,
      );
    const cashIn = sum(
      moves.filter((m) => m.type === "in"),
      (m) => m.amount,
    );
    const cashOut = sum(
      moves.filter((m) => m.type === "out"),
      (m) => m.amount,
    );
    const posCash = sum(sold, (o) => o.cashPayed - o.change);
    expect(await recordRow(t.ctx.db, record.id)).toMatchObject({
      cashBalance: posCash,
      cashBackendBalance: byMethod(pays, "cash"),
      debitBalance: byMethod(soldPayments, "debit"),
      creditBalance: byMethod(soldPayments, "credit"),
      transferBalance: byMethod(pays, "transfer"),
      totalBalance: sum(pays, (p) => p.amount) + sum(soldPayments, (p) => p.amount),
      cashBalanceDiff: 100000 - (45000 + posCash + byMethod(pays, "cash") + cashIn - cashOut),
    });
  });

  it("lets concurrent cash outs take no more than the drawer holds", async () => {
    const { admin } = await staffClub(t);
    const register = await openRegister(t, admin);
    const record = await latestRecordOf(t, register.id);
    // 45 000 in the drawer: ten cash outs of 10 000 at once, four fit.
    const outs = await Promise.all(
      Array.from({ length: 10 }, () => movement(register.id, admin.token, "out", 10000)),
    );
    expect(outs.filter((o) => o.status === 200)).toHaveLength(4);
    expect(outs.filter((o) => o.status === 400)).toHaveLength(6);
    const moves = await movementsOn(t.ctx.db, record.id);
    expect(sum(moves, (m) => m.amount)).toBe(40000);
  });
});

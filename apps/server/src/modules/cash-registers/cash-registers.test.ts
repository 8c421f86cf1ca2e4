import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createCashRegister, createClub } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { recordsOf } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

const OPEN_FIELD = "cash_register_record_open_cash_user_amount";
const CLOSE_FIELD = "cash_register_record_close_cash_user_amount";

describe("opening and closing cash registers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const open = (id: number | string, token: string, payload: unknown = { [OPEN_FIELD]: 45000 }) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/cash_register/open_cash_register/${id}`,
      headers: bearer(token),
      payload: payload as object,
    });
  const close = (id: number | string, token: string, payload: unknown = { [CLOSE_FIELD]: 45000 }) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/cash_register/close_cash_register/${id}`,
      headers: bearer(token),
      payload: payload as object,
    });

  async function adminNamed(clubId: number, name: string, lastname: string) {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, clubId);
    await stored(
      t.ctx.db,
    )`update users set name = ${name}, lastname = ${lastname} where id = ${admin.user.id}`;
    return admin;
  }

  it("opens a closed register and answers with the register now open under the caller", async () => {
    const admin = await adminNamed((await createClub(t.ctx.db)).id, "Ana", "Pérez");
    const register = await createCashRegister(t.ctx.db, admin.clubId, "Caja 1");
    const res = await open(register.id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      message: "Caja abierta con éxito.",
      cash_register: {
        id: register.id,
        cash_register_name: "Caja 1",
        cash_register_open: true,
        users_permissions_user: { id: admin.user.id, name: "Ana", lastname: "Pérez" },
        cash_register_last_action_datetime: {
          date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
          timeWithoutSeconds: expect.stringMatching(/^\d{2}:\d{2}$/),
        },
      },
    });
    const records = await recordsOf(t.ctx.db, register.id);
    expect(records).toMatchObject([{ userId: admin.user.id, openAmount: 45000, closedAt: null }]);
  });

  it("closes the caller's register and stores the balances of the session", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const register = await createCashRegister(t.ctx.db, admin.clubId);
    await open(register.id, admin.token, { [OPEN_FIELD]: 30000 });
    const res = await close(register.id, admin.token, { [CLOSE_FIELD]: 28500 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: "Caja cerrada con éxito.",
      cash_register: {
        id: register.id,
        cash_register_open: false,
        users_permissions_user: { id: admin.user.id },
      },
    });
    const [record] = await recordsOf(t.ctx.db, register.id);
    expect(record).toMatchObject({
      closeAmount: 28500,
      // Nothing was sold nor taken: the drawer should hold its opening 30 000.
      cashBalance: 0,
      debitBalance: 0,
      transferBalance: 0,
      creditBalance: 0,
      cashBackendBalance: 0,
      reservationBalance: 0,
      totalBalance: 0,
      cashBalanceDiff: -1500,
    });
    expect(record?.closedAt).toBeInstanceOf(Date);
    // Closed registers can be opened again, by anyone.
    const other = await createAdmin(t.ctx.db, t.ctx.tokens, admin.clubId);
    expect((await open(register.id, other.token)).statusCode).toBe(200);
  });

  it("refuses to open a register already open, saying by whom", async () => {
    const clubId = (await createClub(t.ctx.db)).id;
    const ana = await adminNamed(clubId, "Ana", "Pérez");
    const luis = await adminNamed(clubId, "Luis", "Soto");
    const register = await createCashRegister(t.ctx.db, clubId);
    expect((await open(register.id, ana.token)).statusCode).toBe(200);

    const again = await open(register.id, ana.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: "CONFLICT", message: "La caja ya está abierta" });

    const byOther = await open(register.id, luis.token);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().error.message).toBe("La caja está abierta por Ana Pérez");
  });

  it("refuses a second open register to the same operator, naming the one they hold", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const first = await createCashRegister(t.ctx.db, admin.clubId, "Caja Bar");
    const second = await createCashRegister(t.ctx.db, admin.clubId, "Caja Tienda");
    expect((await open(first.id, admin.token)).statusCode).toBe(200);
    const res = await open(second.id, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Ya tienes una caja abierta: Caja Bar. Ciérrala antes de abrir otra.",
    );
    const openOfSecond = await recordsOf(t.ctx.db, second.id);
    expect(openOfSecond).toHaveLength(0);
  });

  it("lets only the operator who opened a register close it, and not twice", async () => {
    const clubId = (await createClub(t.ctx.db)).id;
    const ana = await adminNamed(clubId, "Ana", "Pérez");
    const luis = await adminNamed(clubId, "Luis", "Soto");
    const register = await createCashRegister(t.ctx.db, clubId);

    const neverOpened = await close(register.id, ana.token);
    expect(neverOpened.statusCode).toBe(409);
    expect(neverOpened.json().error.message).toBe("La caja ya está cerrada");

    await open(register.id, ana.token);
    const byOther = await close(register.id, luis.token);
    expect(byOther.statusCode).toBe(409);
    expect(byOther.json().error.message).toBe("La caja está abierta por Ana Pérez");

    expect((await close(register.id, ana.token)).statusCode).toBe(200);
    const twice = await close(register.id, ana.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("La caja ya está cerrada");
  });
});

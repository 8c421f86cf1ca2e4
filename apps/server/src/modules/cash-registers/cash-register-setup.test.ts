import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPlayersRefused, expectUnauthenticatedRefused } from "../../../test/access-checks";
import { createAdmin, createCashRegister } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

describe("cash register set-up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const create = (token: string, name: unknown) =>
    call(token, "POST", "cash_register/create_cash_register", { data: { cash_register_name: name } });
  const update = (token: string, id: number, data: object) =>
    call(token, "PUT", `cash_register/update_cash_register/${id}`, { data });
  const open = (token: string, id: number) =>
    call(token, "PUT", `cash_register/open_cash_register/${id}`, {
      cash_register_record_open_cash_user_amount: 0,
    });
  const pickerNames = async (token: string) =>
    (await call(token, "GET", "global_state"))
      .json()
      .cash_register.map((r: { cash_register_name: string }) => r.cash_register_name);

  it("creates, renames and refuses a name the club already uses, whatever its case", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await create(admin.token, "  Caja Bar ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: "Caja creada",
      data: { cash_register_name: "Caja Bar", cash_register_open: false, active: true },
    });
    const other = (await create(admin.token, "Caja Tienda")).json().data;
    for (const attempt of [
      create(admin.token, "caja bar"),
      update(admin.token, other.id, { cash_register_name: "CAJA BAR" }),
    ]) {
      const clash = await attempt;
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error.details).toEqual([
        { field: "data.cash_register_name", message: "Ya existe una caja con ese nombre" },
      ]);
    }
    const renamed = await update(admin.token, other.id, { cash_register_name: "Caja Terraza" });
    expect(renamed.json().data).toMatchObject({ id: other.id, cash_register_name: "Caja Terraza" });
    expect(await pickerNames(admin.token)).toEqual(["Caja Bar", "Caja Terraza"]);
    expect((await create(admin.token, "")).json().error.details[0].field).toBe("data.cash_register_name");
  });

  it("takes a deactivated register out of the picker and refuses to open it, until reactivated", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const register = await createCashRegister(t.ctx.db, admin.clubId, "Caja Vieja");
    const off = await update(admin.token, register.id, { active: false });
    expect(off.json().data).toMatchObject({ active: false });
    expect(await pickerNames(admin.token)).toEqual([]);
    const listed = await call(admin.token, "GET", "cash_register/get_cash_registers");
    expect(listed.json().data).toMatchObject([{ id: register.id, active: false }]);
    const refused = await open(admin.token, register.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/desactivada/);

    await update(admin.token, register.id, { active: true });
    expect(await pickerNames(admin.token)).toEqual(["Caja Vieja"]);
    expect((await open(admin.token, register.id)).statusCode).toBe(200);
  });

  it("refuses to deactivate an open register", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const register = await createCashRegister(t.ctx.db, admin.clubId);
    await open(admin.token, register.id);
    const res = await update(admin.token, register.id, { active: false, cash_register_name: "Nombre nuevo" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("La caja está abierta: ciérrala antes de desactivarla");
    const listed = (await call(admin.token, "GET", "cash_register/get_cash_registers")).json().data;
    expect(listed).toMatchObject([
      { id: register.id, active: true, cash_register_open: true, cash_register_name: register.name },
    ]);
  });

  it("answers 401, 403 to players, and 404 for another club's register", async () => {
    const owner = await createAdmin(t.ctx.db, t.ctx.tokens);
    const register = await createCashRegister(t.ctx.db, owner.clubId, "Caja Ajena");
    const calls = [
      { method: "GET", url: "/api/admin/cash_register/get_cash_registers" },
      {
        method: "POST",
        url: "/api/admin/cash_register/create_cash_register",
        payload: { data: { cash_register_name: "X" } },
      },
      {
        method: "PUT",
        url: `/api/admin/cash_register/update_cash_register/${register.id}`,
        payload: { data: { active: false } },
      },
    ] as const;
    await expectUnauthenticatedRefused(t, calls);
    await expectPlayersRefused(t, calls, owner.clubId);
    const outsider = await createAdmin(t.ctx.db, t.ctx.tokens);
    expect((await call(outsider.token, "GET", "cash_register/get_cash_registers")).json().data).toEqual([]);
    const res = await update(outsider.token, register.id, { active: false, cash_register_name: "Robada" });
    expect(res.statusCode).toBe(404);
    expect((await call(owner.token, "GET", "cash_register/get_cash_registers")).json().data).toMatchObject([
      { cash_register_name: "Caja Ajena", active: true },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  createCashRegister,
  createClub,
  createNotification,
  createPlayer,
  createUser,
} from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";

const STATE = "/api/admin/global_state";
const ADMINS = "/api/admin/club/get_club_admin_usernames";

describe("global state and club administrators", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

  it("describes the session's administrator, club and registers", async () => {
    const club = await createClub(t.ctx.db, {
      name: "Club Los Leones",
      enabledServices: [1, 2],
      supportEmail: "ayuda@leones.cl",
    });
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    await stored(
      t.ctx.db,
    )`update users set name = ${"Ana"}, lastname = ${"Pérez"} where id = ${admin.user.id}`;
    const bar = await createCashRegister(t.ctx.db, club.id, "Caja Bar");
    const shop = await createCashRegister(t.ctx.db, club.id, "Caja Almacén");
    await createCashRegister(t.ctx.db, (await createClub(t.ctx.db)).id, "Caja de otro club");
    const opened = await t.app.inject({
      method: "PUT",
      url: `/api/admin/cash_register/open_cash_register/${bar.id}`,
      headers: bearer(admin.token),
      payload: { cash_register_record_open_cash_user_amount: 20000 },
    });

    const res = await get(STATE, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      // By name, in the very shape the cash-register calls answer with.
      cash_register: [
        {
          id: shop.id,
          cash_register_name: "Caja Almacén",
          cash_register_open: false,
          users_permissions_user: null,
          cash_register_last_action_datetime: null,
        },
        opened.json().cash_register,
      ],
      user_id: admin.user.id,
      user_role_type: "club_administrator",
      username: admin.user.username,
      name: "Ana",
      lastname: "Pérez",
      pending_orders: 0,
      daily_pending_orders: 0,
      daily_bookings: 0,
      has_unread_notifications: false,
      enabled_services: [1, 2],
      club: { id: club.id, name: "Club Los Leones", support_email: "ayuda@leones.cl" },
    });
    expect(opened.json().cash_register).toMatchObject({ cash_register_open: true });
  });

  it("says there are unread notifications only for an unread, unarchived one of this user and club", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const colleague = await createAdmin(t.ctx.db, t.ctx.tokens, admin.clubId);
    const stranger = await createAdmin(t.ctx.db, t.ctx.tokens);
    const unread = async () => (await get(STATE, admin.token)).json().has_unread_notifications;

    await createNotification(t.ctx.db, { clubId: admin.clubId, userId: admin.user.id, status: "read" });
    await createNotification(t.ctx.db, {
      clubId: admin.clubId,
      userId: admin.user.id,
      archivedAt: new Date(),
    });
    await createNotification(t.ctx.db, { clubId: admin.clubId, userId: colleague.user.id });
    await createNotification(t.ctx.db, { clubId: stranger.clubId, userId: stranger.user.id });
    expect(await unread()).toBe(false);

    await createNotification(t.ctx.db, { clubId: admin.clubId, userId: admin.user.id });
    expect(await unread()).toBe(true);
  });

  it("answers a club without registers with an empty list, and another club's registers never", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    await createCashRegister(t.ctx.db, other.clubId, "Caja ajena");
    const state = (await get(STATE, admin.token)).json();
    expect(state.cash_register).toEqual([]);
    expect(state.club.id).toBe(admin.clubId);
  });

  it("lists the usernames of the club's administrators only, sorted", async () => {
    const club = await createClub(t.ctx.db);
    const admins = await Promise.all([
      createUser(t.ctx.db, { clubId: club.id, role: "club_administrator", username: `zeta_${club.id}` }),
      createUser(t.ctx.db, { clubId: club.id, role: "club_administrator", username: `alfa_${club.id}` }),
    ]);
    await createUser(t.ctx.db, { clubId: club.id, role: "authenticated", username: `jugador_${club.id}` });
    await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await get(ADMINS, await t.ctx.tokens.sign(admins[0].id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [`alfa_${club.id}`, `zeta_${club.id}`] });
  });

  it("answers 401 without a token or with a bad one, and 403 to players", async () => {
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    for (const url of [STATE, ADMINS]) {
      expect((await get(url)).statusCode).toBe(401);
      const bad = await get(url, "nope");
      expect(bad.statusCode).toBe(401);
      expect(bad.json().error.code).toBe("UNAUTHORIZED");
      const forbidden = await get(url, player.token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.code).toBe("FORBIDDEN");
    }
  });
});

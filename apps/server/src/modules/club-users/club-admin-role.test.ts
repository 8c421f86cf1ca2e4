import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../../../test/factories";
import { bearer, createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { stored } from "../../../test/stored";
import { LAST_ADMIN_MESSAGE } from "./club-admin-role.service";
import { countAdministrators } from "./club-users.repository";

const SET = "/api/admin/user/set_club_administrator";

describe(`making and removing the club's administrators (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  const set = (token: string, userId: number, administrator: unknown) =>
    t.app.inject({
      method: "PUT",
      url: `${SET}/${userId}`,
      headers: bearer(token),
      payload: { club_administrator: administrator },
    });
  const globalState = (token: string) =>
    t.app.inject({ method: "GET", url: "/api/admin/global_state", headers: bearer(token) });

  it("makes a player of the club its administrator, who then reaches the back office, and back", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const player = await createUser(t.ctx.db, { clubId: admin.clubId });
    const token = await t.ctx.tokens.sign(player.id);
    // The player's role is read (and cached) before the change.
    expect((await globalState(token)).statusCode).toBe(403);
    const made = await set(admin.token, player.id, true);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({
      ok: true,
      message: "Ahora es administrador del club",
      role: "club_administrator",
    });
    expect((await globalState(token)).statusCode).toBe(200);
    expect((await set(admin.token, player.id, true)).json().message).toBe("Ya era administrador del club");
    expect(await countAdministrators(t.ctx.db, admin.clubId)).toBe(2);

    const removed = await set(admin.token, player.id, false);
    expect(removed.json()).toEqual({ ok: true, message: "Ahora es jugador del club", role: "authenticated" });
    expect((await globalState(token)).statusCode).toBe(403);
  });

  it("lets an administrator step down while another remains, and the back office closes for them at once", async () => {
    const ana = await createAdmin(t.ctx.db, t.ctx.tokens);
    const luis = await createAdmin(t.ctx.db, t.ctx.tokens, ana.clubId);
    expect((await globalState(ana.token)).statusCode).toBe(200);
    expect((await set(ana.token, ana.user.id, false)).statusCode).toBe(200);
    expect((await globalState(ana.token)).statusCode).toBe(403);
    expect((await set(ana.token, luis.user.id, false)).statusCode).toBe(403);
    // Luis is now the last one: he may not step down.
    const last = await set(luis.token, luis.user.id, false);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(LAST_ADMIN_MESSAGE);
    expect(await countAdministrators(t.ctx.db, ana.clubId)).toBe(1);
  });

  it("refuses a user who administers another club with 409 in Spanish", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    await createUser(t.ctx.db, {}); // noise
    await stored(t.ctx.db)`
      insert into club_memberships (club_id, user_id, role) values (${admin.clubId}, ${other.user.id}, 'authenticated')`;
    const res = await set(admin.token, other.user.id, true);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Este usuario ya administra otro club");
  });

  it("answers 404 for a user who is not the club's and 400 to a body without a boolean", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const outsider = await createUser(t.ctx.db, { clubId: other.clubId });
    for (const id of [outsider.id, other.user.id]) {
      const res = await set(admin.token, id, true);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Usuario no encontrado");
    }
    expect(await countAdministrators(t.ctx.db, other.clubId)).toBe(1);
    for (const value of ["true", 1, null, undefined]) {
      const res = await set(admin.token, outsider.id, value);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().error.details).toEqual([
        { field: "club_administrator", message: "Indica si será administrador (true o false)" },
      ]);
    }
  });

  it("keeps one administrator when two remove each other at the same moment", async () => {
    for (let round = 0; round < 5; round++) {
      const ana = await createAdmin(t.ctx.db, t.ctx.tokens);
      const luis = await createAdmin(t.ctx.db, t.ctx.tokens, ana.clubId);
      const answers = await Promise.all([
        t.send("PUT", `${SET}/${luis.user.id}`, ana.token, { club_administrator: false }),
        t.send("PUT", `${SET}/${ana.user.id}`, luis.token, { club_administrator: false }),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      // Each removal runs alone: the second finds the last administrator (409), or its caller already
      // demoted (403) when the first finished before its session was read.
      expect(statuses[0], JSON.stringify(answers)).toBe(200);
      expect([403, 409], JSON.stringify(answers)).toContain(statuses[1]);
      expect(await countAdministrators(t.ctx.db, ana.clubId)).toBe(1);
    }
  });
});

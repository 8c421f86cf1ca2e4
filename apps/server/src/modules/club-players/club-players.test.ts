import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createPlayer, createUser } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";

const URL = "/api/admin/user/search_players";

describe("search_players: the front desk finds the club's players", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const search = (token: string, q?: string) =>
    t.app.inject({
      method: "GET",
      url: q === undefined ? URL : `${URL}?q=${encodeURIComponent(q)}`,
      headers: bearer(token),
    });
  const namesOf = (res: { json(): { data: { name: string; lastname: string }[] } }) =>
    res.json().data.map((p) => `${p.name} ${p.lastname}`);

  /** An administrator, two players of their club, an admin colleague and a player of another club. */
  async function club() {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const suffix = String(admin.user.id);
    const ines = await createUser(t.ctx.db, {
      clubId: admin.clubId,
      name: "Inés",
      lastname: `Muñoz${suffix}`,
      rut: `1${suffix.padStart(7, "0")}-5`,
      phone: "+56 9 8765 4321",
      email: `ines${suffix}@correo.cl`,
    });
    await createUser(t.ctx.db, { clubId: admin.clubId, name: "Pedro", lastname: `Soto${suffix}` });
    await createUser(t.ctx.db, {
      clubId: admin.clubId,
      role: "club_administrator",
      name: "Inés",
      lastname: `Admin${suffix}`,
    });
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    await createUser(t.ctx.db, { clubId: other.clubId, name: "Inés", lastname: `Muñoz${suffix}` });
    return { admin, ines, suffix };
  }

  it("finds a player by name without accents or case, and never another club's nor an administrator", async () => {
    const { admin, ines, suffix } = await club();
    const res = await search(admin.token, `ines munoz${suffix}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: ines.id,
        name: "Inés",
        lastname: `Muñoz${suffix}`,
        username: ines.username,
        email: ines.email,
        rut: ines.rut,
        phone: "+56 9 8765 4321",
      },
    ]);
  });

  it("finds by username, e-mail, RUT (with or without dots) and phone digits", async () => {
    const { admin, ines, suffix } = await club();
    const body = `1${suffix.padStart(7, "0")}`;
    const dotted = `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-5`;
    for (const q of [
      ines.username.toUpperCase(),
      `ines${suffix}@correo`,
      ines.rut ?? "",
      dotted,
      "987654321",
    ]) {
      const found = (await search(admin.token, q)).json().data.map((p: { id: number }) => p.id);
      expect(found, q).toContain(ines.id);
    }
  });

  it("answers an empty list when nothing matches", async () => {
    const { admin } = await club();
    const res = await search(admin.token, "zzz-nadie-así");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it("gives at most 10 players, by name", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    for (const n of [12, 3, 7, 1, 11, 5, 9, 2, 10, 4, 8, 6]) {
      await createUser(t.ctx.db, { clubId: admin.clubId, name: `Lote${String(n).padStart(2, "0")}` });
    }
    const res = await search(admin.token, "lote");
    expect(namesOf(res).map((n) => n.split(" ")[0])).toEqual([
      "Lote01",
      "Lote02",
      "Lote03",
      "Lote04",
      "Lote05",
      "Lote06",
      "Lote07",
      "Lote08",
      "Lote09",
      "Lote10",
    ]);
  });

  it("takes LIKE's wildcards literally", async () => {
    const { admin } = await club();
    expect((await search(admin.token, "%%")).json().data).toEqual([]);
  });

  it("answers 400 with the field and a Spanish message to a missing, short or long search", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    for (const [q, message] of [
      [undefined, "Escribe qué buscar"],
      ["a", "Escribe al menos 2 caracteres para buscar"],
      ["  b ", "Escribe al menos 2 caracteres para buscar"],
      ["x".repeat(101), "La búsqueda puede tener hasta 100 caracteres"],
    ] as const) {
      const res = await search(admin.token, q);
      expect(res.statusCode, String(q)).toBe(400);
      expect(res.json().error.details).toEqual([{ field: "q", message }]);
    }
  });

  it("answers 401 without a token and 403 to a player", async () => {
    const none = await t.app.inject({ method: "GET", url: `${URL}?q=ines` });
    expect(none.statusCode).toBe(401);
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const res = await search(player.token, "ines");
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
  });
});

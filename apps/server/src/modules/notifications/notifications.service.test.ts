import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createClub, createUser } from "../../../test/factories";
import { createTestApp, type TestApp } from "../../../test/harness";
import { notificationsOfClub } from "../../../test/notification-rows";
import { notifyClubAdministrators } from "./notifications.service";

describe("notifyClubAdministrators", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives each administrator of the club their own unread copy, and nobody else one", async () => {
    const club = await createClub(t.ctx.db);
    const first = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const second = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    await createUser(t.ctx.db, { clubId: club.id, role: "authenticated" });
    const elsewhere = await createAdmin(t.ctx.db, t.ctx.tokens);

    const created = await notifyClubAdministrators(t.ctx.db, club.id, {
      type: "critical_stock",
      title: "Stock crítico",
      message: "Quedan 2 unidades de Pelotas Head",
      link: "/admin/inventario/7",
    });
    expect(created).toHaveLength(2);

    const rows = await notificationsOfClub(t.ctx.db, club.id);
    expect(rows.map((r) => r.userId).sort()).toEqual([first.user.id, second.user.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        type: "critical_stock",
        title: "Stock crítico",
        message: "Quedan 2 unidades de Pelotas Head",
        link: "/admin/inventario/7",
        status: "unread",
        archivedAt: null,
      });
    }
    const others = await notificationsOfClub(t.ctx.db, elsewhere.clubId);
    expect(others).toEqual([]);
  });

  it("creates nothing for a club without administrators", async () => {
    const club = await createClub(t.ctx.db);
    const created = await notifyClubAdministrators(t.ctx.db, club.id, {
      type: "maintenance",
      title: "Mantención",
      message: "Cancha 2 cerrada",
      link: null,
    });
    expect(created).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createUser } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { itemRow } from "../../../test/inventory-rows";
import { notificationsOfClub } from "../../../test/notification-rows";

const ITEM = "/api/admin/item";

describe("critical-stock alerts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function clubWithTwoAdmins() {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const second = await createUser(t.ctx.db, { clubId: admin.clubId, role: "club_administrator" });
    // A player of the club is not told.
    await createUser(t.ctx.db, { clubId: admin.clubId });
    return { ...admin, secondId: second.id };
  }

  const move = (token: string, itemId: number, reason: string, quantity: number, note?: string) =>
    t.app.inject({
      method: "POST",
      url: `${ITEM}/adjust_item_stock/${itemId}`,
      headers: bearer(token),
      payload: {
        data: { stock_movement_reason: reason, stock_movement_quantity: quantity, stock_movement_note: note },
      },
    });
  const alerts = async (clubId: number) =>
    (await notificationsOfClub(t.ctx.db, clubId)).filter((n) => n.type === "critical_stock");
  const notified = async (itemId: number) => (await itemRow(t.ctx.db, itemId))?.criticalNotified;

  it("tells every administrator once when a movement reaches the critical level, not on later ones", async () => {
    const club = await clubWithTwoAdmins();
    const item = await createItem(t.ctx.db, club.clubId, {
      item_name: "Coca-Cola 350 ml",
      item_stock: { item_stock_stock: 8, item_stock_critical_stock: 5 },
    });
    expect(await alerts(club.clubId)).toEqual([]);
    await move(club.token, item.id, "adjustment", -2, "Venta sin caja");
    expect(await alerts(club.clubId)).toEqual([]);
    await move(club.token, item.id, "adjustment", -1, "Merma");
    const sent = await alerts(club.clubId);
    expect(sent.map((n) => n.userId).sort()).toEqual([club.user.id, club.secondId].sort());
    for (const n of sent) {
      expect(n).toMatchObject({
        title: "Stock crítico",
        message: "Quedan 5 unidades de Coca-Cola 350 ml (nivel crítico: 5).",
        link: `/admin/inventario/${item.id}`,
        status: "unread",
      });
    }
    await move(club.token, item.id, "adjustment", -4, "Merma");
    await move(club.token, item.id, "restock", 2);
    expect(await alerts(club.clubId)).toHaveLength(2);
    expect(await notified(item.id)).toBe(true);
  });

  it("re-arms when the stock goes back above the level, and alerts again on the next crossing", async () => {
    const club = await clubWithTwoAdmins();
    const item = await createItem(t.ctx.db, club.clubId, {
      item_name: "Agua",
      item_stock: { item_stock_stock: 6, item_stock_critical_stock: 5 },
    });
    await move(club.token, item.id, "count", 5);
    expect(await alerts(club.clubId)).toHaveLength(2);
    await move(club.token, item.id, "restock", 10);
    expect(await notified(item.id)).toBe(false);
    await move(club.token, item.id, "count", 1);
    const sent = await alerts(club.clubId);
    expect(sent).toHaveLength(4);
    expect(sent.filter((n) => n.message === "Queda 1 unidad de Agua (nivel crítico: 5).")).toHaveLength(2);
  });

  it("speaks the bulk item's unit", async () => {
    const club = await clubWithTwoAdmins();
    const item = await createItem(t.ctx.db, club.clubId, {
      item_name: "Maní a granel",
      item_bulk: true,
      item_measurement_unit: "Kilogramos",
      item_stock: { item_stock_stock: 3, item_stock_critical_stock: 2 },
    });
    await move(club.token, item.id, "adjustment", -1.5, "Porciones");
    expect((await alerts(club.clubId))[0]?.message).toBe(
      "Quedan 1,5 kg de Maní a granel (nivel crítico: 2 kg).",
    );
  });

  it("alerts from the initial stock of a new item already at its level", async () => {
    const club = await clubWithTwoAdmins();
    await createItem(t.ctx.db, club.clubId, {
      item_name: "Grip",
      item_stock: { item_stock_stock: 2, item_stock_critical_stock: 3 },
    });
    expect(await alerts(club.clubId)).toHaveLength(2);
  });

  it("never alerts from an edit of the level; a level below the stock re-arms, a level above waits for a movement", async () => {
    const club = await clubWithTwoAdmins();
    const item = await createItem(t.ctx.db, club.clubId, {
      item_name: "Pelotas",
      item_stock: { item_stock_stock: 4, item_stock_critical_stock: 4 },
    });
    expect(await alerts(club.clubId)).toHaveLength(2);
    const edit = (critical: number) =>
      t.app.inject({
        method: "PUT",
        url: `${ITEM}/update_item/${item.id}`,
        headers: bearer(club.token),
        payload: { data: { item_stock: { item_stock_critical_stock: critical } } },
      });
    await edit(6);
    expect(await notified(item.id)).toBe(true);
    await edit(2);
    expect(await notified(item.id)).toBe(false);
    await edit(10);
    expect(await alerts(club.clubId)).toHaveLength(2);
    expect(await notified(item.id)).toBe(false);
    await move(club.token, item.id, "restock", 1);
    expect(await alerts(club.clubId)).toHaveLength(4);
  });
});

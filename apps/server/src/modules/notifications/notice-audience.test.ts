import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createClub, createNotification } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { notificationRows } from "../../../test/notification-rows";

const ADMIN = "/api/admin/notification";
const PLAYER = "/api/user";

describe("an administrator who also plays has two inboxes, each of its own audience", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** An administrator with an unread admin notice and two unread player's notices (their club, another). */
  async function adminWhoPlays() {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const elsewhere = await createClub(t.ctx.db);
    const mine = { userId: admin.user.id };
    const stock = await createNotification(t.ctx.db, {
      ...mine,
      clubId: admin.clubId,
      type: "critical_stock",
      link: "/admin/inventario/7",
    });
    const offer = await createNotification(t.ctx.db, {
      ...mine,
      clubId: admin.clubId,
      type: "match_waitlist_offer",
      link: "/match/abc123",
    });
    const freed = await createNotification(t.ctx.db, { ...mine, clubId: elsewhere.id, type: "slot_freed" });
    const call = (method: "GET" | "PUT", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    return { stock, offer, freed, call };
  }

  const ids = (body: { data: { id: number }[] }) => body.data.map((n) => n.id).sort((a, b) => a - b);

  it("the player's inbox neither lists nor counts an admin notice", async () => {
    const { offer, freed, call } = await adminWhoPlays();
    for (const url of ["get_notifications", "get_notifications?unread_only=true"]) {
      const body = (await call("GET", `${PLAYER}/${url}`)).json();
      expect(ids(body)).toEqual([offer.id, freed.id]);
      expect(body.pagination.total).toBe(2);
      expect(body.unread_count).toBe(2);
    }
  });

  it("the admin panel neither lists nor counts a player's notice of the same person, in their own club", async () => {
    const { stock, call } = await adminWhoPlays();
    for (const url of ["get_notifications", "get_unread_notifications"]) {
      const body = (await call("GET", `${ADMIN}/${url}`)).json();
      expect(ids(body)).toEqual([stock.id]);
      expect(body.pagination.total).toBe(1);
    }
  });

  it("marking all read in the admin panel leaves the player's inbox unread, and the bell lit", async () => {
    const { stock, offer, freed, call } = await adminWhoPlays();
    expect((await call("GET", `${ADMIN}/read_all_notifications`)).json()).toEqual({ ok: true, updated: 1 });
    expect((await call("GET", "/api/admin/global_state")).json().has_unread_notifications).toBe(false);
    expect((await call("GET", `${PLAYER}/get_notifications`)).json().unread_count).toBe(2);
    const rows = await notificationRows(t.ctx.db, [stock.id, offer.id, freed.id]);
    expect(rows.map((r) => r.status)).toEqual(["read", "unread", "unread"]);
  });

  it("marking all read in the player's inbox leaves the admin panel's unread", async () => {
    const { stock, call } = await adminWhoPlays();
    expect((await call("PUT", `${PLAYER}/read_notifications`, { all: true })).json()).toEqual({
      ok: true,
      updated: 2,
    });
    expect(ids((await call("GET", `${ADMIN}/get_unread_notifications`)).json())).toEqual([stock.id]);
    expect((await call("GET", "/api/admin/global_state")).json().has_unread_notifications).toBe(true);
  });

  it("neither inbox reads or archives the other's notice by its id", async () => {
    const { stock, offer, call } = await adminWhoPlays();
    expect((await call("PUT", `${PLAYER}/read_notifications`, { ids: [stock.id] })).json().updated).toBe(0);
    expect((await call("PUT", `${ADMIN}/read_multiple_notifications`, [offer.id])).json().updated).toBe(0);
    expect((await call("PUT", `${PLAYER}/archive_notification/${stock.id}`)).statusCode).toBe(404);
    expect((await call("PUT", `${ADMIN}/archive_notification/${offer.id}`)).statusCode).toBe(404);
    const rows = await notificationRows(t.ctx.db, [stock.id, offer.id]);
    expect(rows).toMatchObject([
      { status: "unread", archivedAt: null },
      { status: "unread", archivedAt: null },
    ]);
  });
});

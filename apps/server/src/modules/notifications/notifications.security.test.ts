import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createNotification, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { notificationRows } from "../../../test/notification-rows";

const API = "/api/admin/notification";

describe("notifications: authentication, role and tenant", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const routes = (id = 1) =>
    [
      { method: "GET", url: `${API}/get_notifications` },
      { method: "GET", url: `${API}/get_unread_notifications` },
      { method: "PUT", url: `${API}/archive_notification/${id}` },
      { method: "PUT", url: `${API}/read_multiple_notifications`, payload: [id] },
      { method: "GET", url: `${API}/read_all_notifications` },
    ] as const;

  /** Me, a colleague administering my club, and an administrator of another club, one unread each. */
  async function threeInboxes() {
    const me = await createAdmin(t.ctx.db, t.ctx.tokens);
    const colleague = await createAdmin(t.ctx.db, t.ctx.tokens, me.clubId);
    const stranger = await createAdmin(t.ctx.db, t.ctx.tokens);
    const mine = await createNotification(t.ctx.db, { clubId: me.clubId, userId: me.user.id });
    const colleagues = await createNotification(t.ctx.db, { clubId: me.clubId, userId: colleague.user.id });
    const strangers = await createNotification(t.ctx.db, {
      clubId: stranger.clubId,
      userId: stranger.user.id,
    });
    return { me, colleague, stranger, mine, colleagues, strangers };
  }

  const rowsOf = (...ids: number[]) => notificationRows(t.ctx.db, ids);

  it("answers 401 without a token or with a bad one", async () => {
    for (const route of routes()) {
      for (const headers of [{}, bearer("x.y.z")]) {
        const res = await t.app.inject({ ...route, headers });
        expect(res.statusCode, route.url).toBe(401);
        expect(res.json().error.code).toBe("UNAUTHORIZED");
      }
    }
  });

  it("answers 403 to players", async () => {
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    for (const route of routes()) {
      const res = await t.app.inject({ ...route, headers: bearer(player.token) });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
  });

  it("lists only the caller's own notifications in their club", async () => {
    const { me, mine } = await threeInboxes();
    for (const list of ["get_notifications", "get_unread_notifications"]) {
      const body = (
        await t.app.inject({ method: "GET", url: `${API}/${list}`, headers: bearer(me.token) })
      ).json();
      expect(body.data.map((n: { id: number }) => n.id)).toEqual([mine.id]);
      expect(body.pagination.total).toBe(1);
    }
  });

  it("answers 404 to archiving another club's or another administrator's notification, archiving nothing", async () => {
    const { me, colleagues, strangers } = await threeInboxes();
    for (const other of [colleagues, strangers]) {
      const res = await t.app.inject({ ...routes(other.id)[2], headers: bearer(me.token) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Notificación no encontrada" });
    }
    const rows = await rowsOf(colleagues.id, strangers.id);
    expect(rows.map((r) => r.archivedAt)).toEqual([null, null]);
  });

  it("never reads other inboxes' notifications, by id or by 'read all'", async () => {
    const { me, mine, colleagues, strangers } = await threeInboxes();
    const res = await t.app.inject({
      method: "PUT",
      url: `${API}/read_multiple_notifications`,
      headers: bearer(me.token),
      payload: [mine.id, colleagues.id, strangers.id],
    });
    expect(res.json()).toEqual({ ok: true, updated: 1 });
    const all = await t.app.inject({ ...routes()[4], headers: bearer(me.token) });
    expect(all.json()).toEqual({ ok: true, updated: 0 });
    const rows = await rowsOf(mine.id, colleagues.id, strangers.id);
    expect(rows.map((r) => r.status)).toEqual(["read", "unread", "unread"]);
  });
});

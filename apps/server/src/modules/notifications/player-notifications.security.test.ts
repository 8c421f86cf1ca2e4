import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectUnauthenticatedRefused } from "../../../test/access-checks";
import { createClub, createNotification, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { notificationRows } from "../../../test/notification-rows";

const API = "/api/user";

describe("a player's notifications: authentication, ownership and input", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Me and another player of the same club, one unread player's notice each. */
  async function twoPlayers() {
    const club = await createClub(t.ctx.db);
    const me = await createPlayer(t.ctx.db, t.ctx.tokens);
    const other = await createPlayer(t.ctx.db, t.ctx.tokens);
    const notice = { clubId: club.id, type: "slot_freed" };
    const mine = await createNotification(t.ctx.db, { ...notice, userId: me.user.id });
    const theirs = await createNotification(t.ctx.db, { ...notice, userId: other.user.id });
    return { me, other, mine, theirs };
  }

  it("answers 401 without a token or with a bad one", async () => {
    await expectUnauthenticatedRefused(t, [
      { method: "GET", url: `${API}/get_notifications` },
      { method: "PUT", url: `${API}/read_notifications`, payload: { all: true } },
      { method: "PUT", url: `${API}/archive_notification/1` },
    ]);
  });

  it("never lists another player's notices", async () => {
    const { me, mine } = await twoPlayers();
    const body = (await t.app.inject({ url: `${API}/get_notifications`, headers: bearer(me.token) })).json();
    expect(body.data.map((n: { id: number }) => n.id)).toEqual([mine.id]);
    expect(body.unread_count).toBe(1);
  });

  it("answers 404 to archiving another player's notice or a missing one, archiving nothing", async () => {
    const { me, theirs } = await twoPlayers();
    for (const id of [theirs.id, 2_000_000_000]) {
      const res = await t.app.inject({
        method: "PUT",
        url: `${API}/archive_notification/${id}`,
        headers: bearer(me.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Notificación no encontrada" });
    }
    const [row] = await notificationRows(t.ctx.db, [theirs.id]);
    expect(row?.archivedAt).toBeNull();
  });

  it("marks only the caller's own notices read, by id or all", async () => {
    const { me, mine, theirs } = await twoPlayers();
    const read = (payload: object) =>
      t.app.inject({ method: "PUT", url: `${API}/read_notifications`, headers: bearer(me.token), payload });
    expect((await read({ ids: [theirs.id] })).json()).toEqual({ ok: true, updated: 0 });
    expect((await read({ all: true })).json()).toEqual({ ok: true, updated: 1 });
    const rows = await notificationRows(t.ctx.db, [mine.id, theirs.id]);
    expect(rows.map((r) => r.status)).toEqual(["read", "unread"]);
  });

  it.each([
    ["GET", "get_notifications?unread_only=yes", undefined, "unread_only"],
    ["GET", "get_notifications?limit=51", undefined, "limit"],
    ["GET", "get_notifications?page=0", undefined, "page"],
    ["PUT", "read_notifications", {}, "ids"],
    ["PUT", "read_notifications", { ids: [] }, "ids"],
    ["PUT", "read_notifications", { ids: [1], all: true }, "ids"],
    ["PUT", "read_notifications", { all: false }, "all"],
    ["PUT", "read_notifications", { ids: ["uno"] }, "ids.0"],
    ["PUT", "archive_notification/abc", undefined, "id"],
  ] as const)("%s %s %j answers 400 on %s, in Spanish", async (method, url, payload, field) => {
    const { me, mine } = await twoPlayers();
    const res = await t.app.inject({
      method,
      url: `${API}/${url}`,
      headers: bearer(me.token),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(error.details[0].message).not.toMatch(/expected|invalid|received|required/i);
    const [row] = await notificationRows(t.ctx.db, [mine.id]);
    expect(row).toMatchObject({ status: "unread", archivedAt: null });
  });
});

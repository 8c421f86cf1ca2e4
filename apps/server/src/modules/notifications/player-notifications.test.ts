import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClub, createNotification, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { notificationRows } from "../../../test/notification-rows";
import { notifyPlayers } from "./notifications.service";

const API = "/api/user";
const MINUTE = 60_000;

describe("a player's notifications", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `${API}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A player with `n` notices sent 1, 2, … n minutes ago, alternating between two clubs. */
  async function playerWithInbox(n: number) {
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const clubs = [await createClub(t.ctx.db), await createClub(t.ctx.db)];
    const rows = [];
    for (let i = 1; i <= n; i++) {
      rows.push(
        await createNotification(t.ctx.db, {
          clubId: (i % 2 === 0 ? clubs[0] : clubs[1])?.id ?? 0,
          userId: player.user.id,
          type: "match_not_full",
          title: `Aviso ${i}`,
          sentAt: new Date(Date.now() - i * MINUTE),
        }),
      );
    }
    return { ...player, clubs, rows };
  }

  const titles = (body: { data: { notification_title: string }[] }) =>
    body.data.map((n) => n.notification_title);

  it("lists their notices of every club, newest first, each with its club, and the unread count", async () => {
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const norte = await createClub(t.ctx.db, { name: "Padel Norte" });
    const sur = await createClub(t.ctx.db, { name: "Padel Sur" });
    const [freed] = await notifyPlayers(t.ctx.db, norte.id, [player.user.id], {
      type: "match_waitlist_offer",
      title: "Se liberó un cupo",
      message: "Hay un cupo en el partido del sábado a las 10:00",
      link: "/match/abc123",
    });
    const older = await createNotification(t.ctx.db, {
      clubId: sur.id,
      userId: player.user.id,
      type: "match_not_full",
      title: "Partido incompleto",
      status: "read",
      link: null,
      sentAt: new Date(Date.now() - 3 * 60 * MINUTE),
    });
    // Someone else's notice in the same club stays out.
    const other = await createPlayer(t.ctx.db, t.ctx.tokens);
    await createNotification(t.ctx.db, { clubId: norte.id, userId: other.user.id, type: "slot_freed" });

    const res = await call("GET", "get_notifications", player.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: freed?.id,
          notification_type: "match_waitlist_offer",
          notification_title: "Se liberó un cupo",
          notification_message: "Hay un cupo en el partido del sábado a las 10:00",
          notification_sent_at_text: "hace unos segundos",
          notification_status: "unread",
          notification_link: "/match/abc123",
          club: { id: norte.id, name: "Padel Norte" },
        },
        expect.objectContaining({
          id: older.id,
          notification_sent_at_text: "hace 3 horas",
          notification_status: "read",
          notification_link: null,
          club: { id: sur.id, name: "Padel Sur" },
        }),
      ],
      pagination: { page: 1, pageSize: 10, pageCount: 1, total: 2, totalPages: 1 },
      unread_count: 1,
    });
  });

  it("pages by 10 by default and by the given limit, the unread count spanning every page", async () => {
    const player = await playerWithInbox(12);
    const first = (await call("GET", "get_notifications", player.token)).json();
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 2, total: 12, totalPages: 2 });
    expect(first.unread_count).toBe(12);
    const last = (await call("GET", "get_notifications?page=4&limit=3", player.token)).json();
    expect(titles(last)).toEqual(["Aviso 10", "Aviso 11", "Aviso 12"]);
    expect(last.pagination).toEqual({ page: 4, pageSize: 3, pageCount: 4, total: 12, totalPages: 4 });
    const past = (await call("GET", "get_notifications?page=9", player.token)).json();
    expect(past.data).toEqual([]);
    expect(past.unread_count).toBe(12);
  });

  it("lists only unread ones with unread_only, and marks the chosen ones read", async () => {
    const player = await playerWithInbox(4);
    const [a, b, c, d] = player.rows;
    const res = await call("PUT", "read_notifications", player.token, { ids: [a?.id, c?.id, a?.id] });
    expect(res.json()).toEqual({ ok: true, updated: 2 });
    // Already read: nothing changes the second time.
    expect((await call("PUT", "read_notifications", player.token, { ids: [a?.id] })).json().updated).toBe(0);

    const unread = (await call("GET", "get_notifications?unread_only=true", player.token)).json();
    expect(unread.data.map((n: { id: number }) => n.id)).toEqual([b?.id, d?.id]);
    expect(unread.pagination.total).toBe(2);
    expect(unread.unread_count).toBe(2);
    const all = (await call("GET", "get_notifications?unread_only=false", player.token)).json();
    expect(all.data.map((n: { notification_status: string }) => n.notification_status)).toEqual([
      "read",
      "unread",
      "read",
      "unread",
    ]);
    expect(all.pagination.total).toBe(4);
    expect(all.unread_count).toBe(2);
  });

  it("marks all of them read in every club", async () => {
    const player = await playerWithInbox(3);
    const res = await call("PUT", "read_notifications", player.token, { all: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, updated: 3 });
    const unread = (await call("GET", "get_notifications?unread_only=true", player.token)).json();
    expect(unread).toMatchObject({ data: [], unread_count: 0 });
    expect((await call("PUT", "read_notifications", player.token, { all: true })).json().updated).toBe(0);
  });

  it("archives a notice out of every list, and archiving again changes nothing", async () => {
    const player = await playerWithInbox(2);
    const [gone, kept] = player.rows;
    if (!gone || !kept) throw new Error("missing rows");
    const res = await call("PUT", `archive_notification/${gone.id}`, player.token);
    expect(res.json()).toEqual({ ok: true, id: gone.id });
    for (const list of ["get_notifications", "get_notifications?unread_only=true"]) {
      const body = (await call("GET", list, player.token)).json();
      expect(body.data.map((n: { id: number }) => n.id)).toEqual([kept.id]);
      expect(body.unread_count).toBe(1);
    }
    const [before] = await notificationRows(t.ctx.db, [gone.id]);
    expect((await call("PUT", `archive_notification/${gone.id}`, player.token)).statusCode).toBe(200);
    const [after] = await notificationRows(t.ctx.db, [gone.id]);
    expect(after?.archivedAt).toEqual(before?.archivedAt);
    // An archived unread notice is not marked by "all" either.
    expect((await call("PUT", "read_notifications", player.token, { all: true })).json().updated).toBe(1);
  });
});

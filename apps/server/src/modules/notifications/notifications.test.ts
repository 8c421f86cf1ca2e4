import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createNotification } from "../../../test/factories";
import { bearer, createTestApp, type TestApp } from "../../../test/harness";
import { notificationRows } from "../../../test/notification-rows";

const API = "/api/admin/notification";
const MINUTE = 60_000;

describe("notifications of the administrator", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "PUT", url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${API}/${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** An administrator with `n` notifications sent 1, 2, ... n minutes ago (ids oldest last). */
  async function adminWithInbox(n: number) {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const rows = [];
    for (let i = 1; i <= n; i++) {
      rows.push(
        await createNotification(t.ctx.db, {
          clubId: admin.clubId,
          userId: admin.user.id,
          title: `Aviso ${i}`,
          sentAt: new Date(Date.now() - i * MINUTE),
        }),
      );
    }
    return { ...admin, rows };
  }

  it("lists newest first in the spec's wire shape, with the sent time as text", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const stock = await createNotification(t.ctx.db, {
      clubId: admin.clubId,
      userId: admin.user.id,
      type: "critical_stock",
      title: "Stock crítico",
      message: "Quedan 2 unidades de Pelotas Head",
      link: "/admin/inventario/7",
      sentAt: new Date(Date.now() - 5 * MINUTE - 5000),
    });
    await createNotification(t.ctx.db, {
      clubId: admin.clubId,
      userId: admin.user.id,
      title: "Bienvenido",
      link: null,
      sentAt: new Date(Date.now() - 3 * 60 * MINUTE),
    });
    const res = await call("GET", "get_notifications", admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: stock.id,
          notification_type: "critical_stock",
          notification_title: "Stock crítico",
          notification_message: "Quedan 2 unidades de Pelotas Head",
          notification_sent_at_text: "hace 5 minutos",
          notification_status: "unread",
          notification_link: "/admin/inventario/7",
        },
        expect.objectContaining({ notification_sent_at_text: "hace 3 horas", notification_link: null }),
      ],
      pagination: { page: 1, pageSize: 5, pageCount: 1, total: 2, totalPages: 1 },
    });
  });

  it("pages by 5 by default and by the given limit", async () => {
    const admin = await adminWithInbox(7);
    const first = (await call("GET", "get_notifications", admin.token)).json();
    expect(first.data.map((n: { notification_title: string }) => n.notification_title)).toEqual([
      "Aviso 1",
      "Aviso 2",
      "Aviso 3",
      "Aviso 4",
      "Aviso 5",
    ]);
    expect(first.pagination).toEqual({ page: 1, pageSize: 5, pageCount: 2, total: 7, totalPages: 2 });
    const second = (await call("GET", "get_notifications?page=2", admin.token)).json();
    expect(second.data).toHaveLength(2);
    const small = (await call("GET", "get_notifications?page=3&limit=3", admin.token)).json();
    expect(small.data.map((n: { notification_title: string }) => n.notification_title)).toEqual(["Aviso 7"]);
    expect(small.pagination).toEqual({ page: 3, pageSize: 3, pageCount: 3, total: 7, totalPages: 3 });
    const empty = (await call("GET", "get_notifications?page=9", admin.token)).json();
    expect(empty.data).toEqual([]);
    expect(empty.pagination.totalPages).toBe(2);
  });

  it("lists only unread ones in the unread list, and marks chosen ones read", async () => {
    const admin = await adminWithInbox(4);
    const [a, b] = admin.rows;
    const res = await call("PUT", "read_multiple_notifications", admin.token, [a?.id, b?.id, a?.id]);
    expect(res.json()).toEqual({ ok: true, updated: 2 });
    // Already read: nothing changes the second time.
    expect((await call("PUT", "read_multiple_notifications", admin.token, [a?.id])).json().updated).toBe(0);

    const unread = (await call("GET", "get_unread_notifications", admin.token)).json();
    expect(unread.data.map((n: { id: number }) => n.id)).toEqual([admin.rows[2]?.id, admin.rows[3]?.id]);
    expect(unread.pagination.total).toBe(2);
    const all = (await call("GET", "get_notifications", admin.token)).json();
    expect(all.data.map((n: { notification_status: string }) => n.notification_status)).toEqual([
      "read",
      "read",
      "unread",
      "unread",
    ]);
  });

  it("marks all unread ones read", async () => {
    const admin = await adminWithInbox(3);
    const res = await call("GET", "read_all_notifications", admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, updated: 3 });
    const unread = (await call("GET", "get_unread_notifications", admin.token)).json();
    expect(unread).toEqual({
      data: [],
      pagination: { page: 1, pageSize: 5, pageCount: 0, total: 0, totalPages: 0 },
    });
    expect((await call("GET", "read_all_notifications", admin.token)).json().updated).toBe(0);
  });

  it("archives a notification out of every list, and archiving again changes nothing", async () => {
    const admin = await adminWithInbox(2);
    const [gone, kept] = admin.rows;
    if (!gone || !kept) throw new Error("missing rows");
    const res = await call("PUT", `archive_notification/${gone.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, id: gone.id });
    for (const list of ["get_notifications", "get_unread_notifications"]) {
      const ids = (await call("GET", list, admin.token)).json().data.map((n: { id: number }) => n.id);
      expect(ids).toEqual([kept.id]);
    }
    const [before] = await notificationRows(t.ctx.db, [gone.id]);
    expect((await call("PUT", `archive_notification/${gone.id}`, admin.token)).statusCode).toBe(200);
    const [after] = await notificationRows(t.ctx.db, [gone.id]);
    expect(after?.archivedAt).toEqual(before?.archivedAt);
    // Archived unread ones are not marked by "read all" either.
    expect((await call("GET", "read_all_notifications", admin.token)).json().updated).toBe(1);
  });

  it.each([
    ["get_notifications?limit=0", "limit"],
    ["get_notifications?limit=51", "limit"],
    ["get_unread_notifications?page=0", "page"],
    ["get_unread_notifications?page=x", "page"],
  ])("rejects GET %s with 400 on the field", async (url, field) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await call("GET", url, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe(field);
  });

  it.each([
    ["an empty array", [], "body"],
    ["a non-numeric id", ["abc"], "0"],
    ["a negative id", [-1], "0"],
    ["an object", { ids: [1] }, "body"],
  ])("rejects read_multiple with %s (400 on %s)", async (_, payload, field) => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const res = await call("PUT", "read_multiple_notifications", admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
    expect(res.json().error.details[0].field).toBe(field);
  });

  it("rejects an archive id that is not a positive whole number, and 404s a missing one", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const bad = await call("PUT", "archive_notification/abc", admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe("id");
    const missing = await call("PUT", "archive_notification/2000000000", admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: "NOT_FOUND", message: "Notificación no encontrada" });
  });
});

import {
  archivePlayerNotification,
  getPlayerNotifications,
  type PlayerNotification,
  readPlayerNotifications,
} from "@club/contract";
import { pageInfo } from "@club/domain";
import { errorReply, type Route, stubFetch } from "../../../test/fetch-stub";

export const LIST_PATH = getPlayerNotifications.path;
export const READ_PATH = readPlayerNotifications.path;
export const archivePath = (id: number) => archivePlayerNotification.path.replace(":id", String(id));

export function makeNotice(overrides: Partial<PlayerNotification> = {}): PlayerNotification {
  return {
    id: 1,
    notification_type: "match_waitlist_offer",
    notification_title: "Se liberó un cupo",
    notification_message:
      "Hay un cupo en el partido del sábado 5 a las 10:00. Tienes 30 minutos para tomarlo.",
    notification_sent_at_text: "hace 5 minutos",
    notification_status: "unread",
    notification_link: "/match/abc123",
    club: { id: 1, name: "Padel Los Andes" },
    ...overrides,
  };
}

/**
 * The server's inbox in memory: lists, marks and archives as the API does, and every answer is parsed by
 * the contract's own schema before it is sent, so a body the contract would refuse fails the test.
 * `first` may answer a call itself (a refusal) before the inbox does.
 */
export function stubInbox(initial: PlayerNotification[], first?: Route) {
  let notices = [...initial];
  const unreadCount = () => notices.filter((n) => n.notification_status === "unread").length;
  const inbox: Route = (method, url, body) => {
    if (method === "GET" && url.pathname === LIST_PATH) {
      const unreadOnly = url.searchParams.get("unread_only") === "true";
      const page = Number(url.searchParams.get("page") ?? 1);
      const limit = Number(url.searchParams.get("limit") ?? 10);
      const listed = notices.filter((n) => !unreadOnly || n.notification_status === "unread");
      return {
        body: getPlayerNotifications.response.parse({
          data: listed.slice((page - 1) * limit, page * limit),
          pagination: pageInfo(page, limit, listed.length),
          unread_count: unreadCount(),
        }),
      };
    }
    if (method === "PUT" && url.pathname === READ_PATH) {
      const asked = readPlayerNotifications.body.parse(body);
      const chosen = (n: PlayerNotification) => asked.all === true || (asked.ids ?? []).includes(n.id);
      const changed = notices.filter((n) => n.notification_status === "unread" && chosen(n));
      notices = notices.map((n) => (chosen(n) ? { ...n, notification_status: "read" } : n));
      return { body: readPlayerNotifications.response.parse({ ok: true, updated: changed.length }) };
    }
    const archived = notices.find((n) => method === "PUT" && url.pathname === archivePath(n.id));
    if (archived) {
      notices = notices.filter((n) => n !== archived);
      return { body: archivePlayerNotification.response.parse({ ok: true, id: archived.id }) };
    }
    return errorReply(404, "NOT_FOUND", "Notificación no encontrada");
  };
  return stubFetch((method, url, body) => first?.(method, url, body) ?? inbox(method, url, body));
}

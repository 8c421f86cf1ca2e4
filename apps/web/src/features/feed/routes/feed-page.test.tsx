import type { FeedComment, FeedItem } from "@club/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, errorReply, type PathReplies, type Route, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { FeedPage } from "./feed-page";

const NOW = new Date("2026-11-28T15:00:00Z");
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const club = { id: 3, name: "Club Demo Padel" };
const base = {
  author: null,
  text: null,
  image: null,
  match: null,
  result: null,
  like_count: 0,
  comment_count: 0,
  liked: false,
};

const post: FeedItem = {
  ...base,
  id: 10,
  kind: "post",
  created_at: minutesAgo(5),
  author: { username: "admin", name: "Paula A." },
  text: "Torneo de verano: inscripciones abiertas",
  image: { id: 4, url: "/api/files/abc", thumbnail_url: "/api/files/abc/thumbnail" },
  like_count: 2,
  comment_count: 1,
};
const match: FeedItem = {
  ...base,
  id: 9,
  kind: "match",
  created_at: minutesAgo(120),
  author: { username: "benja", name: "Benja S." },
  match: {
    slug: "AbCdEfGhIjKlMnOp42",
    court_name: "Cancha 2",
    date: "2026-11-25",
    start_time: "19:00",
    category_range: "M3ra a M5ta",
  },
};
const result: FeedItem = {
  ...base,
  id: 8,
  kind: "result",
  created_at: minutesAgo(60 * 24 * 2),
  match: { ...(match.match as NonNullable<FeedItem["match"]>) },
  result: {
    sets: [
      [6, 4],
      [6, 3],
    ],
    winner_pair: 1,
    pair_1: [
      { username: "benja", name: "Benja S." },
      { username: "carla", name: "Carla M." },
    ],
    pair_2: [
      { username: "dani", name: "Dani R." },
      { username: "eli", name: "Eli T." },
    ],
  },
};
const member: FeedItem = {
  ...base,
  id: 7,
  kind: "member",
  created_at: minutesAgo(60 * 24 * 3),
  author: { username: "fran", name: "Fran G." },
};

const feedAnswer = (
  items: FeedItem[],
  opts: { isAdmin?: boolean; page?: number; hasMore?: boolean } = {},
) => ({
  body: {
    club,
    is_admin: opts.isAdmin ?? false,
    items,
    pagination: { page: opts.page ?? 1, limit: 10, has_more: opts.hasMore ?? false },
  },
});
const me = {
  id: 7,
  username: "carla",
  email: "carla@example.cl",
  name: "Carla",
  lastname: "Muñoz",
  role: "authenticated",
};
const comment = (
  id: number,
  author: string,
  text: string,
  extra: Partial<FeedComment> = {},
): FeedComment => ({
  id,
  item_id: post.id,
  author: { username: author, name: `${author} X.` },
  text,
  created_at: minutesAgo(3),
  can_remove: false,
  reported: false,
  ...extra,
});

const FEED = "/api/feed/get_feed";
const renderFeed = (replies: PathReplies | Route, path = "/feed") => {
  storeToken();
  const fetchMock = stubFetch(
    typeof replies === "function" ? replies : { "/api/users/me": { body: me }, ...replies },
  );
  renderRoutes(
    [
      { path: "/feed", element: <FeedPage /> },
      { path: "/match/:slug", element: <p>Página del partido</p> },
    ],
    path,
  );
  return fetchMock;
};

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("FeedPage", () => {
  it("shows a player the club's news of every kind, in Spanish, with relative times and no composer", async () => {
    renderFeed({ [FEED]: feedAnswer([post, match, result, member]) });
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => card.getAttribute("aria-label"))).toEqual([
      "Paula A.",
      "Benja S. abrió un partido",
      "Resultado confirmado",
      "Fran G. se unió al club",
    ]);
    expect(screen.getByText("Club Demo Padel")).toBeInTheDocument();
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText("hace 5 minutos")).toBeInTheDocument();
    expect(within(first).getByRole("img", { name: "Imagen de la publicación" })).toHaveAttribute(
      "src",
      "/api/files/abc",
    );
    expect(within(second).getByText("Cancha 2 · miércoles, 25 de noviembre, 19:00")).toBeInTheDocument();
    expect(within(second).getByText("M3ra a M5ta")).toBeInTheDocument();
    expect(within(third).getByText("Benja S. y Carla M.")).toBeInTheDocument();
    expect(within(third).getByText("6–4, 6–3")).toBeInTheDocument();
    expect(within(third).getByText("hace 2 días")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Nueva publicación" })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Reportes" })).not.toBeInTheDocument();
    await userEvent.click(within(second).getByRole("link", { name: "Ver partido" }));
    expect(await screen.findByText("Página del partido")).toBeInTheDocument();
  });

  it("turns the heart at once, before the server answers, and sends one like for the club", async () => {
    const fetchMock = renderFeed({ [FEED]: feedAnswer([post]), [`/api/feed/like_post/${post.id}`]: "hang" });
    const like = await screen.findByRole("button", { name: "2 me gusta" });
    expect(like).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(like);
    expect(await screen.findByRole("button", { name: "3 me gusta", pressed: true })).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/feed/like_post/${post.id}`)).toEqual([["POST", { club_id: club.id }]]);
  });

  it("keeps the server's count after a like", async () => {
    renderFeed({
      [FEED]: feedAnswer([post]),
      [`/api/feed/like_post/${post.id}`]: { body: { liked: true, like_count: 7 } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "2 me gusta" }));
    expect(await screen.findByRole("button", { name: "7 me gusta", pressed: true })).toBeInTheDocument();
  });

  it("puts the like back when the server refuses it", async () => {
    const fetchMock = renderFeed({
      [FEED]: feedAnswer([{ ...post, liked: true }]),
      [`/api/feed/unlike_post/${post.id}`]: errorReply(404, "NOT_FOUND", "Publicación no encontrada"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "2 me gusta" }));
    await vi.waitFor(() => expect(callsTo(fetchMock, `/api/feed/unlike_post/${post.id}`)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "2 me gusta" })).toHaveAttribute("aria-pressed", "true"),
    );
  });

  it("loads the next page, for the club the first page named, and says when the list is over", async () => {
    const fetchMock = renderFeed((_method, url) => {
      if (url.pathname === "/api/users/me") return { body: me };
      if (url.pathname !== FEED) return undefined;
      return url.searchParams.get("page") === "2"
        ? feedAnswer([member], { page: 2 })
        : feedAnswer([post], { hasMore: true });
    });
    await userEvent.click(await screen.findByRole("button", { name: "Ver más novedades" }));
    expect(await screen.findByRole("article", { name: "Fran G. se unió al club" })).toBeInTheDocument();
    expect(screen.getByText("Estás al día.")).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(FEED));
    expect(asked).toEqual([`${FEED}?page=1&limit=10`, `${FEED}?page=2&limit=10&club_id=3`]);
  });

  it("says so when the club has no news yet", async () => {
    renderFeed({ [FEED]: feedAnswer([]) });
    expect(await screen.findByText("Todavía no hay novedades en tu club")).toBeInTheDocument();
  });

  it("shows an error with a retry when the feed cannot be read", async () => {
    renderFeed({
      [FEED]: errorReply(500, "INTERNAL_ERROR", "Ocurrió un error inesperado. Intenta de nuevo."),
    });
    expect(await screen.findByText("No pudimos cargar las novedades")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });

  it("opens the comments, adds one, and reports another's", async () => {
    let comments = [comment(1, "dani", "¿Hay cupos?")];
    const fetchMock = renderFeed({
      [FEED]: feedAnswer([post]),
      [`/api/feed/get_comments/${post.id}`]: () => ({
        body: { comments, pagination: { page: 1, limit: 50, has_more: false } },
      }),
      [`/api/feed/add_comment/${post.id}`]: (body) => {
        const added = comment(2, "carla", (body as { text: string }).text, { can_remove: true });
        comments = [...comments, added];
        return { body: added };
      },
      "/api/feed/report_comment/1": () => {
        comments = comments.map((c) => (c.id === 1 ? { ...c, reported: true } : c));
        return { body: { ok: true, message: "Gracias" } };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "1 comentario" }));
    const sheet = await screen.findByRole("dialog", { name: "Comentarios" });
    expect(await within(sheet).findByText("¿Hay cupos?")).toBeInTheDocument();
    await userEvent.type(within(sheet).getByRole("textbox", { name: "Tu comentario" }), "¡Yo me anoto!");
    await userEvent.click(within(sheet).getByRole("button", { name: "Comentar" }));
    expect(await within(sheet).findByText("¡Yo me anoto!")).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/feed/add_comment/${post.id}`)).toEqual([
      ["POST", { club_id: club.id, text: "¡Yo me anoto!" }],
    ]);
    expect(await screen.findByRole("button", { name: "2 comentarios" })).toBeInTheDocument();
    // Their own comment can be removed, not reported; another's can be reported.
    const own = within(sheet).getByText("¡Yo me anoto!").closest("li") as HTMLElement;
    expect(within(own).queryByRole("button", { name: "Reportar" })).not.toBeInTheDocument();
    expect(within(own).getByRole("button", { name: "Quitar" })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole("button", { name: "Reportar" }));
    expect(await within(sheet).findByText("Reportado")).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/feed/report_comment/1")).toEqual([["POST", { club_id: club.id }]]);
  });

  it("gives an administrator a composer, and the reports, from which a comment is removed", async () => {
    let reports = [
      {
        comment: comment(5, "spam", "Compra seguidores", { can_remove: true }),
        report_count: 2,
        last_reported_at: minutesAgo(1),
        reasons: ["Publicidad"],
      },
    ];
    const fetchMock = renderFeed({
      [FEED]: feedAnswer([post], { isAdmin: true }),
      "/api/feed/create_post": { body: { ...post, id: 11, text: "Cancha 3 cerrada hoy", image: null } },
      "/api/admin/feed/get_reports": () => ({
        body: { reports, pagination: { page: 1, limit: 50, has_more: false } },
      }),
      "/api/feed/remove_comment/5": () => {
        reports = [];
        return { body: { ok: true, message: "Comentario quitado" } };
      },
    });
    await userEvent.type(
      await screen.findByRole("textbox", { name: "Nueva publicación" }),
      "Cancha 3 cerrada hoy",
    );
    await userEvent.click(screen.getByRole("button", { name: "Publicar" }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, "/api/feed/create_post")).toEqual([
        ["POST", { text: "Cancha 3 cerrada hoy" }],
      ]),
    );
    expect(await screen.findByRole("textbox", { name: "Nueva publicación" })).toHaveValue("");

    await userEvent.click(screen.getByRole("radio", { name: "Reportes" }));
    const list = await screen.findByRole("list", { name: "Comentarios reportados" });
    expect(within(list).getByText("Compra seguidores")).toBeInTheDocument();
    expect(within(list).getByText("2 reportes")).toBeInTheDocument();
    expect(within(list).getByText("Motivo: Publicidad")).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: "Quitar comentario" }));
    expect(await screen.findByText("No hay comentarios reportados. Todo en orden.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/feed/remove_comment/5")).toEqual([["PUT", { club_id: club.id }]]);
  });

  it("asks the administrator before removing an item from the feed, then reads the feed again", async () => {
    let items = [post, member];
    const fetchMock = renderFeed({
      [FEED]: () => feedAnswer(items, { isAdmin: true }),
      [`/api/feed/remove_post/${post.id}`]: () => {
        items = [member];
        return { body: { ok: true, message: "Publicación quitada del muro" } };
      },
    });
    const card = await screen.findByRole("article", { name: "Paula A." });
    await userEvent.click(within(card).getByRole("button", { name: "Opciones de la publicación" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Quitar del muro" }));
    const dialog = await screen.findByRole("dialog", { name: "Quitar del muro" });
    expect(callsTo(fetchMock, `/api/feed/remove_post/${post.id}`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Quitar" }));
    await vi.waitFor(() =>
      expect(screen.queryByRole("article", { name: "Paula A." })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, `/api/feed/remove_post/${post.id}`)).toEqual([["PUT", undefined]]);
  });
});

import type { Profile, RankedPlayer } from "@club/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { RankPage } from "./rank-page";

const clubs = [
  { id: 1, name: "Club Demo Padel", address: "Av. Uno 1", logo: null },
  { id: 2, name: "Pádel Norte", address: "Calle Dos 2", logo: null },
];
const ranked = (position: number, username: string, extra: Partial<RankedPlayer> = {}): RankedPlayer => ({
  position,
  username,
  name: `Jugador ${username}`,
  photo_url: null,
  category: "M4ta",
  points: 1_600 - position * 10,
  last_change: 0,
  played: 12,
  won: 7,
  ...extra,
});
const pagination = (page: number, total: number, limit = 20) => ({
  page,
  pageSize: limit,
  pageCount: Math.min(limit, total - (page - 1) * limit),
  total,
  totalPages: Math.ceil(total / limit),
});
const me = {
  id: 7,
  username: "carla",
  email: "c@example.cl",
  name: "Carla",
  lastname: "M",
  role: "authenticated",
};

const renderPage = (path = "/rank") => renderRoutes([{ path: "/rank", element: <RankPage /> }], path);

beforeEach(() => {
  localStorage.clear();
  storeToken();
});
afterEach(() => vi.restoreAllMocks());

describe("RankPage", () => {
  it("lists the players with position, points, trend and record, marks the player's own line, and pages", async () => {
    const asked: URLSearchParams[] = [];
    stubFetch((_method, url) => {
      if (url.pathname === "/api/clubs") return { body: { data: clubs } };
      if (url.pathname === "/api/users/me") return { body: me };
      if (url.pathname !== "/api/rank/get_ranking") return undefined;
      asked.push(url.searchParams);
      const page = Number(url.searchParams.get("page"));
      const players =
        page === 1
          ? [
              ranked(1, "ana", { last_change: 18, points: 1_612 }),
              ranked(1, "carla", { last_change: -7 }),
              ...Array.from({ length: 18 }, (_, i) => ranked(i + 3, `p${i}`)),
            ]
          : [ranked(21, "zoe", { category: "M5ta" })];
      return { body: { players, pagination: pagination(page, 21) } };
    });
    renderPage();
    const list = await screen.findByRole("list", { name: "Ranking" });
    expect(screen.getByText("21 jugadores con resultados confirmados")).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent(
      "Posición 1JAJugador anaM4ta12 PJ · 7 G1.612▲ 18Subió 18 puntos en su último partido",
    );
    expect(second).toHaveAttribute("aria-current", "true");
    expect(second).toHaveTextContent("Bajó 7 puntos en su último partido");
    expect(within(list).getByRole("link", { name: "Jugador ana" })).toHaveAttribute("href", "/user/ana");
    await userEvent.click(screen.getByRole("button", { name: "Ver más jugadores" }));
    expect(await within(list).findByText("Jugador zoe")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ver más jugadores" })).not.toBeInTheDocument();
    expect(asked.map((q) => [q.get("club_id"), q.get("page"), q.get("category")])).toEqual([
      ["1", "1", null],
      ["1", "2", null],
    ]);
  });

  it("ranks the category and club asked in the address, and says when nobody of it has played", async () => {
    const asked: string[] = [];
    stubFetch((_method, url) => {
      if (url.pathname === "/api/clubs") return { body: { data: clubs } };
      if (url.pathname === "/api/users/me") return { body: me };
      if (url.pathname !== "/api/rank/get_ranking") return undefined;
      asked.push(url.search);
      return { body: { players: [], pagination: pagination(1, 0) } };
    });
    renderPage("/rank?club=2&categoria=FB");
    expect(await screen.findByText("Nadie de FB tiene resultados confirmados todavía.")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Club" })).toHaveValue("2");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Categoría" }), "Todas");
    expect(await screen.findByText(/Todavía no hay resultados confirmados en este club/)).toBeInTheDocument();
    expect(asked).toEqual(["?club_id=2&page=1&limit=20&category=FB", "?club_id=2&page=1&limit=20"]);
  });

  it("opens on the club the player plays at most", async () => {
    const asked: string[] = [];
    const profile: Profile = {
      username: "carla",
      name: "Carla",
      lastname: "M",
      photo_url: null,
      category: "M4ta",
      category_label: "4ta (varones)",
      category_locked: null,
      category_fixed_by: null,
      side: null,
      club: { id: 2, name: "Pádel Norte" },
      played: 3,
      won: 1,
      points: 1_010,
      ranking_position: 1,
      last_results: [],
      own: true,
      private: null,
      phone: null,
    };
    stubFetch((_method, url) => {
      if (url.pathname === "/api/clubs") return { body: { data: clubs } };
      if (url.pathname === "/api/users/me") return { body: me };
      if (url.pathname === "/api/user/find_user/carla") return { body: profile };
      if (url.pathname !== "/api/rank/get_ranking") return undefined;
      asked.push(url.searchParams.get("club_id") ?? "");
      return { body: { players: [ranked(1, "carla")], pagination: pagination(1, 1) } };
    });
    renderPage();
    expect(await screen.findByText("1 jugador con resultados confirmados")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Club" })).toHaveValue("2");
    expect(asked).toEqual(["2"]);
  });

  it("explains how the points are earned", async () => {
    stubFetch({ "/api/clubs": { body: { data: clubs } } });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "¿Cómo se calculan los puntos?" }));
    // The panel opens with a transition: visible once it ends.
    await waitFor(() =>
      expect(screen.getByText(/Ganarle a una pareja más fuerte da más puntos/)).toBeVisible(),
    );
  });
});

import type { Match } from "@club/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { aMatch, BENJA, CARLA } from "../../../test/match-fixture";
import { renderRoutes } from "../../../test/render";
import { MatchPage } from "./match-page";

const SLUG = "AbCdEfGhIjKlMnOp42";
const booker = BENJA;
const match: Match = aMatch({
  category_range: { strongest: "M3ra", weakest: "M5ta", label: "M3ra a M5ta" },
  players: [booker],
});
const me = {
  id: 7,
  username: "carla",
  email: "carla@example.cl",
  name: "Carla",
  lastname: "Muñoz",
  role: "authenticated",
};
const carla = CARLA;

const FIND = `/api/match/find_match/${SLUG}`;
const JOIN = `/api/match/join_match/${SLUG}`;

const renderPage = () =>
  renderRoutes(
    [
      { path: "/match/:slug", element: <MatchPage /> },
      { path: "/login", element: <p>Pantalla de ingreso</p> },
    ],
    `/match/${SLUG}`,
  );

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe("MatchPage", () => {
  it("shows a visitor the match, its places and shares, and sends them to sign in to join", async () => {
    stubFetch({ [FIND]: { body: match } });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Partido en Club Demo Padel" })).toBeInTheDocument();
    expect(screen.getByText("Cancha 2 · miércoles, 25 de noviembre, 19:00 a 20:30")).toBeInTheDocument();
    expect(screen.getByText("M3ra a M5ta")).toBeInTheDocument();
    expect(screen.getByText("2 cupos libres")).toBeInTheDocument();
    expect(screen.getByText("$6.250 a $6.251 por jugador")).toBeInTheDocument();
    const places = within(screen.getByRole("list", { name: "Jugadores" })).getAllByRole("listitem");
    expect(places.map((place) => place.textContent)).toEqual([
      "BSBenja S.Reservó la canchaM4taDrive",
      "Invitado de quien reservó",
      "Cupo libre",
      "Cupo libre",
    ]);
    expect(screen.queryByRole("button", { name: /Unirme/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Ingresa para unirte" }));
    expect(await screen.findByText("Pantalla de ingreso")).toBeInTheDocument();
  });

  it("shares the link through WhatsApp with the court, the time and the free places", async () => {
    stubFetch({ [FIND]: { body: match } });
    renderPage();
    const whatsapp = await screen.findByRole("link", { name: "WhatsApp" });
    const text = new URL(whatsapp.getAttribute("href") ?? "").searchParams.get("text");
    expect(text).toBe(
      `Partido de pádel en Club Demo Padel (Cancha 2): miércoles, 25 de noviembre, 19:00 a 20:30, M3ra a M5ta. 2 cupos libres, $6.250 a $6.251 por jugador. ${window.location.origin}/match/${SLUG}`,
    );
  });

  it("lets a signed-in player join on the side they choose, then offers them to leave", async () => {
    storeToken();
    const fetchMock = stubFetch({
      [FIND]: { body: match },
      "/api/users/me": { body: me },
      [JOIN]: { body: { ...match, free_places: 1, players: [booker, carla] } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("radio", { name: "Revés" }));
    await userEvent.click(screen.getByRole("button", { name: "Unirme · $6.250 a $6.251 por jugador" }));
    expect(await screen.findByText("Estás en este partido.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Salir del partido" })).toBeInTheDocument();
    expect(screen.getByText("1 cupo libre")).toBeInTheDocument();
    expect(callsTo(fetchMock, JOIN)).toEqual([["POST", { side: "reves" }]]);
  });

  it("says why a join was refused and reads the match again", async () => {
    storeToken();
    let full = false;
    const fetchMock = stubFetch({
      [FIND]: () => ({
        body: full
          ? { ...match, free_places: 0, players: [booker, carla, { ...carla, username: "tomas" }] }
          : match,
      }),
      "/api/users/me": { body: { ...me, username: "otro" } },
      [JOIN]: () => {
        full = true;
        return errorReply(409, "CONFLICT", "El partido está completo");
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: /^Unirme/ }));
    expect(await screen.findByText("El partido está completo")).toBeInTheDocument();
    expect(await screen.findByText("El partido está completo.")).toBeInTheDocument();
    expect(callsTo(fetchMock, FIND).length).toBe(2);
  });

  it("shows a played match's result and whether the other pair confirmed it", async () => {
    stubFetch({
      [FIND]: {
        body: {
          ...match,
          closed: true,
          result: {
            sets: [
              [6, 4],
              [3, 6],
              [10, 8],
            ],
            winner_pair: 1,
            pair_1: ["benja", "carla"],
            pair_2: ["tomas", "ana"],
            reported_by: "benja",
            status: "confirmed",
          },
        },
      },
    });
    renderPage();
    const result = await screen.findByRole("region", { name: "Resultado" });
    expect(within(result).getByText("6–4, 3–6, 10–8")).toBeInTheDocument();
    expect(within(result).getByText("Confirmado")).toBeInTheDocument();
    expect(within(result).getByText("Ganan @benja y @carla")).toBeInTheDocument();
  });
});

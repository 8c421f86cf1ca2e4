import type { Match } from "@club/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { aMatch } from "../../../test/match-fixture";
import { renderRoutes } from "../../../test/render";
import { MatchPage } from "./match-page";

const SLUG = aMatch().slug;
const player = (username: string, booker = false) => ({
  username,
  name: `${username[0]?.toUpperCase()}${username.slice(1)} S.`,
  category: "M4ta",
  side: null,
  booker,
});
const played: Match = aMatch({
  price: 24_000,
  shares: [6_000, 6_000, 6_000, 6_000],
  open_places: 3,
  free_places: 0,
  visibility: "link",
  players: [player("benja", true), player("carla"), player("tomas"), player("ana")],
  closed: true,
});
const reported: NonNullable<Match["result"]> = {
  sets: [
    [6, 4],
    [6, 3],
  ],
  winner_pair: 1,
  pair_1: ["benja", "carla"],
  pair_2: ["tomas", "ana"],
  reported_by: "benja",
  status: "reported",
};
const meAs = (username: string, role = "authenticated") => ({
  id: 7,
  username,
  email: `${username}@example.cl`,
  name: username,
  lastname: "S",
  role,
});
const FIND = `/api/match/find_match/${SLUG}`;

const renderPage = () => renderRoutes([{ path: "/match/:slug", element: <MatchPage /> }], `/match/${SLUG}`);

beforeEach(() => {
  localStorage.clear();
  storeToken();
});
afterEach(() => vi.restoreAllMocks());

describe("a match's result on its page", () => {
  it("lets a player of the four report it by sets with their partner, checking it is padel before sending", async () => {
    const fetchMock = stubFetch({
      [FIND]: { body: played },
      "/api/users/me": { body: meAs("benja") },
      [`/api/match/report_result/${SLUG}`]: { body: { ...played, result: reported } },
    });
    renderPage();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Tu pareja" }), "carla");
    expect(screen.getByText("Contra Tomas S. y Ana S.")).toBeInTheDocument();
    const games = async (label: string, value: string) =>
      userEvent.type(screen.getByRole("textbox", { name: label }), value);
    await games("Set 1, Ustedes", "6");
    await games("Set 1, Rivales", "5");
    await games("Set 2, Ustedes", "6");
    await games("Set 2, Rivales", "3");
    await userEvent.click(screen.getByRole("button", { name: "Anotar resultado" }));
    expect(await screen.findByText(/^El set 1/)).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/match/report_result/${SLUG}`)).toEqual([]);
    await userEvent.clear(screen.getByRole("textbox", { name: "Set 1, Rivales" }));
    await games("Set 1, Rivales", "4");
    await userEvent.click(screen.getByRole("button", { name: "Anotar resultado" }));
    expect(
      await screen.findByText("Falta que un jugador de la otra pareja lo confirme."),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/match/report_result/${SLUG}`)).toEqual([
      [
        "POST",
        {
          sets: [
            [6, 4],
            [6, 3],
          ],
          pair_1: ["benja", "carla"],
          pair_2: ["tomas", "ana"],
        },
      ],
    ]);
  });

  it("asks a player of the other pair to confirm or dispute it", async () => {
    const fetchMock = stubFetch({
      [FIND]: { body: { ...played, result: reported } },
      "/api/users/me": { body: meAs("ana") },
      [`/api/match/confirm_result/${SLUG}`]: {
        body: { ...played, result: { ...reported, status: "confirmed" } },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Sí, confirmar" }));
    expect(await screen.findByText("Confirmado")).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/match/confirm_result/${SLUG}`)).toEqual([["PUT", { agree: true }]]);
  });

  it("lets the club's administrator settle a disputed result with corrected sets", async () => {
    const disputed = { ...played, result: { ...reported, status: "disputed" as const } };
    const fetchMock = stubFetch({
      [FIND]: { body: disputed },
      "/api/users/me": { body: meAs("camila", "club_administrator") },
      [`/api/admin/match/settle_result/${SLUG}`]: { body: played },
    });
    renderPage();
    await userEvent.type(await screen.findByRole("textbox", { name: "Set 1, Pareja 1" }), "4");
    await userEvent.type(screen.getByRole("textbox", { name: "Set 1, Pareja 2" }), "6");
    await userEvent.type(screen.getByRole("textbox", { name: "Set 2, Pareja 1" }), "4");
    await userEvent.type(screen.getByRole("textbox", { name: "Set 2, Pareja 2" }), "6");
    await userEvent.click(screen.getByRole("button", { name: "Confirmar corregido" }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, `/api/admin/match/settle_result/${SLUG}`)).toEqual([
        [
          "PUT",
          {
            decision: "confirm",
            sets: [
              [4, 6],
              [4, 6],
            ],
          },
        ],
      ]),
    );
  });
});

import type { Match } from "@club/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { aMatch, BENJA } from "../../../test/match-fixture";
import { renderRoutes } from "../../../test/render";
import { MatchPage } from "./match-page";

const SLUG = "AbCdEfGhIjKlMnOp42";
const FIND = `/api/match/find_match/${SLUG}`;
const JOIN_WAITLIST = `/api/match/join_waitlist/${SLUG}`;
const LEAVE_WAITLIST = `/api/match/leave_waitlist/${SLUG}`;
const booker = BENJA;
const tomas = { username: "tomas", name: "Tomás R.", category: "M4ta", side: null, booker: false } as const;
const me = {
  id: 7,
  username: "carla",
  email: "carla@example.cl",
  name: "Carla",
  lastname: "Muñoz",
  role: "authenticated",
};
const full: Match = aMatch({
  open_places: 1,
  free_places: 0,
  players: [booker, tomas],
  waitlist: { waiting: 2, held_places: 0, mine: null },
});
const waiting = { waiting: 3, held_places: 0, mine: { place: 3, offer: null } };

const renderPage = () => renderRoutes([{ path: "/match/:slug", element: <MatchPage /> }], `/match/${SLUG}`);

beforeEach(() => {
  localStorage.clear();
  storeToken();
});
afterEach(() => vi.restoreAllMocks());

describe("MatchPage: the waitlist of a full match", () => {
  it("lets a signed-in player join the line, shows their place, and lets them leave it", async () => {
    const fetchMock = stubFetch({
      [FIND]: { body: full },
      "/api/users/me": { body: me },
      [JOIN_WAITLIST]: { body: waiting },
      [LEAVE_WAITLIST]: { body: { waiting: 2, held_places: 0, mine: null } },
    });
    renderPage();
    expect(await screen.findByText("2 jugadores en la lista de espera.")).toBeInTheDocument();
    // The page asks with the player's token, so it can say what is theirs.
    const [findUrl, findInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(findUrl).toContain(FIND);
    expect(findInit.headers).toMatchObject({ authorization: expect.stringMatching(/^Bearer /) });
    await userEvent.click(screen.getByRole("button", { name: "Unirme a la lista de espera" }));
    expect(await screen.findByText(/Estás en la lista de espera: tu lugar es el 3\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Salir de la lista" }));
    expect(await screen.findByRole("button", { name: "Unirme a la lista de espera" })).toBeInTheDocument();
    expect(callsTo(fetchMock, JOIN_WAITLIST)).toHaveLength(1);
    expect(callsTo(fetchMock, LEAVE_WAITLIST)).toHaveLength(1);
  });

  it("tells the first in line the place kept for them and until when, and lets them join", async () => {
    stubFetch({
      [FIND]: {
        body: {
          ...full,
          free_places: 1,
          players: [booker],
          waitlist: {
            waiting: 2,
            held_places: 1,
            mine: { place: 1, offer: { ends_at: "2026-11-25T22:40:00.000Z", end_time: "19:40" } },
          },
        },
      },
      "/api/users/me": { body: me },
    });
    renderPage();
    expect(await screen.findByText("Te guardamos un cupo hasta las 19:40: únete ahora.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: /^Unirme ·/ })).toBeInTheDocument();
  });

  it("shows a place kept for someone else as taken: the player may only wait", async () => {
    stubFetch({
      [FIND]: {
        body: {
          ...full,
          free_places: 1,
          players: [booker],
          waitlist: { waiting: 1, held_places: 1, mine: null },
        },
      },
      "/api/users/me": { body: me },
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Unirme a la lista de espera" })).toBeInTheDocument();
    expect(screen.getByText("El partido está completo.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Unirme ·/ })).not.toBeInTheDocument();
  });
});

import type { Match } from "@club/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { aMatch, BENJA, CARLA } from "../../../test/match-fixture";
import { renderRoutes } from "../../../test/render";
import { makeMyBooking, pageOf } from "../test/fixtures";
import { MyBookingsPage } from "./my-bookings-page";

const LIST = "/api/booking/get_my_bookings";
const booking = makeMyBooking();
const CANCEL = `/api/booking/cancel_booking/${booking.slug}`;
const MATCHES = "/api/match/get_my_matches";
const BENJA_ME = {
  id: 1,
  username: "benja",
  email: "benja@example.cl",
  name: "Benja",
  lastname: "S",
  role: "authenticated",
};

beforeEach(() => storeToken());

const renderPage = () => renderRoutes([{ path: "/reservas", element: <MyBookingsPage /> }], "/reservas");

describe("MyBookingsPage", () => {
  it("lists upcoming bookings with the spec's label, and past ones on their tab", async () => {
    stubFetch((_method, url) =>
      url.pathname === LIST
        ? { body: url.searchParams.get("scope") === "past" ? pageOf([]) : pageOf([booking]) }
        : undefined,
    );
    renderPage();
    const card = await screen.findByRole("article", { name: /Cancha 1/ });
    expect(within(card).getByText("Por pagar")).toBeInTheDocument();
    expect(within(card).queryByText("GoMatch")).toBeNull();
    expect(within(card).getByText("19:00 – 20:30")).toBeInTheDocument();
    expect(within(card).getByText("$27.000")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Agregar al calendario" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Pasadas" }));
    expect(await screen.findByText("Aún no tienes reservas pasadas")).toBeInTheDocument();
  });

  it("asks before cancelling and shows the server's refusal outside the window", async () => {
    stubFetch({
      [LIST]: { body: pageOf([booking]) },
      [CANCEL]: errorReply(409, "CONFLICT", "Solo puedes cancelar hasta 24 horas antes"),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Cancelar reserva" }));
    const dialog = await screen.findByRole("dialog", { name: "¿Cancelar esta reserva?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sí, cancelar" }));
    expect(await within(dialog).findByText("Solo puedes cancelar hasta 24 horas antes")).toBeInTheDocument();
  });

  it("inside the no-cancellation window offers no «Cancelar reserva» and says why", async () => {
    const late = makeMyBooking({ cancel_until: new Date(Date.now() - 60_000).toISOString() });
    const fetchMock = stubFetch({ [LIST]: { body: pageOf([late]) } });
    renderPage();
    const card = await screen.findByRole("article", { name: /Cancha 1/ });
    expect(
      within(card).getByText(
        "Ya no puedes cancelarla en línea: el club lo permite hasta 24 horas antes del inicio. Comunícate con el club.",
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Cancelar reserva" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("cancel_booking"))).toBe(false);
  });

  it("tells, before cancelling, until when it can be done", async () => {
    const until = new Date(Date.now() + 3 * 3_600_000);
    stubFetch({ [LIST]: { body: pageOf([makeMyBooking({ cancel_until: until.toISOString() })]) } });
    renderPage();
    const card = await screen.findByRole("article", { name: /Cancha 1/ });
    expect(
      within(card).getByText(/^Puedes cancelarla hasta .+ \(24 horas antes del inicio\)\.$/),
    ).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Cancelar reserva" })).toBeInTheDocument();
  });

  it("offers online payment only where the club takes it", async () => {
    const atTheClub = makeMyBooking({
      id: 42,
      slug: "abcdefghijklmnop42",
      court_name: "Cancha 2",
      online_payment: false,
    });
    stubFetch({ [LIST]: { body: pageOf([booking, atTheClub]) } });
    renderPage();
    const online = await screen.findByRole("article", { name: /Cancha 1/ });
    expect(within(online).getByRole("link", { name: "Pagar" })).toBeInTheDocument();
    const club = screen.getByRole("article", { name: /Cancha 2/ });
    expect(within(club).queryByRole("link", { name: /Pagar/ })).not.toBeInTheDocument();
  });

  it("lists on «Partidos» the player's matches, and what each played one's result asks of them", async () => {
    const rivals = [
      { username: "tomas", name: "Tomás R.", category: "M4ta", side: null, booker: false },
      { username: "ana", name: "Ana P.", category: "M4ta", side: null, booker: false },
    ];
    const played = { players: [BENJA, CARLA, ...rivals], closed: true, open_places: 3, free_places: 0 };
    const upcoming = aMatch({ slug: "upcomingmatch00001", players: [BENJA, CARLA] });
    const toReport = aMatch({
      ...played,
      slug: "toreportmatch00002",
      court_name: "Cancha 3",
      date: "2026-11-20",
    });
    const toConfirm = aMatch({
      ...played,
      slug: "toconfirmmatch0003",
      court_name: "Cancha 4",
      date: "2026-11-18",
      result: {
        sets: [
          [6, 4],
          [6, 3],
        ],
        winner_pair: 1,
        pair_1: ["tomas", "ana"],
        pair_2: ["benja", "carla"],
        reported_by: "tomas",
        status: "reported",
      },
    });
    const matchesPage = (matches: Match[]) => ({
      matches,
      pagination: { page: 1, pageSize: 10, pageCount: 1, total: matches.length, totalPages: 1 },
    });
    stubFetch((_method, url) => {
      if (url.pathname === "/api/users/me") return { body: BENJA_ME };
      if (url.pathname === LIST) return { body: pageOf([]) };
      if (url.pathname !== MATCHES) return undefined;
      const past = url.searchParams.get("scope") === "past";
      return { body: matchesPage(past ? [toReport, toConfirm] : [upcoming]) };
    });
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Partidos" }));

    const coming = within(await screen.findByRole("region", { name: "Próximos" }));
    const next = coming.getByRole("article", { name: /Cancha 2/ });
    expect(within(next).getByText("Cancha 2 · Club Demo Padel")).toBeInTheDocument();
    expect(within(next).getByText("19:00 – 20:30")).toBeInTheDocument();
    expect(within(next).getByText("Benja S., Carla M.")).toBeInTheDocument();
    expect(within(next).getByText("2 cupos libres")).toBeInTheDocument();
    expect(within(next).getByRole("link", { name: "Ver partido" })).toHaveAttribute(
      "href",
      "/match/upcomingmatch00001",
    );

    const jugados = within(screen.getByRole("region", { name: "Jugados" }));
    const report = await jugados.findByRole("article", { name: /Cancha 3/ });
    expect(await within(report).findByText("Anota el resultado")).toBeInTheDocument();
    expect(within(report).getByRole("link", { name: "Anotar resultado" })).toHaveAttribute(
      "href",
      "/match/toreportmatch00002",
    );
    const confirm = jugados.getByRole("article", { name: /Cancha 4/ });
    expect(within(confirm).getByText("Confirma el resultado")).toBeInTheDocument();
    // Told from the player's side: their pair's games first, and that they lost.
    expect(within(confirm).getByText("4–6, 3–6")).toBeInTheDocument();
    expect(within(confirm).getByText("Perdiste")).toBeInTheDocument();
    expect(within(confirm).getByText("Por confirmar")).toBeInTheDocument();
    expect(within(confirm).getByRole("link", { name: "Confirmar resultado" })).toHaveAttribute(
      "href",
      "/match/toconfirmmatch0003",
    );
  });

  it("has an empty state that leads to the grid", async () => {
    stubFetch({ [LIST]: { body: pageOf([]) } });
    renderPage();
    expect(await screen.findByText("No tienes reservas próximas")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reservar una cancha" })).toHaveAttribute("href", "/court");
  });
});

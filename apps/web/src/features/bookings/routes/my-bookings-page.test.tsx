import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { makeMyBooking, pageOf } from "../test/fixtures";
import { MyBookingsPage } from "./my-bookings-page";

const LIST = "/api/booking/get_my_bookings";
const booking = makeMyBooking();
const CANCEL = `/api/booking/cancel_booking/${booking.slug}`;

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

  it("has an empty state that leads to the grid", async () => {
    stubFetch({ [LIST]: { body: pageOf([]) } });
    renderPage();
    expect(await screen.findByText("No tienes reservas próximas")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Reservar una cancha" })).toHaveAttribute("href", "/court");
  });
});

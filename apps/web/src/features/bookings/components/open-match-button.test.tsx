import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { MyBookingsPage } from "../routes/my-bookings-page";
import { makeMyBooking, pageOf } from "../test/fixtures";

const LIST = "/api/booking/get_my_bookings";
const CREATE = "/api/match/create_match";
const booking = makeMyBooking();
const opened = {
  slug: "NUEVO1234567890A9",
  club: booking.club,
  court_name: booking.court_name,
  date: booking.date,
  start_time: booking.start_time,
  end_time: booking.end_time,
  duration_int: booking.duration_int,
  price: booking.price,
  shares: [6_750, 6_750, 6_750, 6_750],
  category_range: { strongest: "M3ra", weakest: "M5ta", label: "M3ra a M5ta" },
  open_places: 2,
  free_places: 2,
  visibility: "link",
  players: [],
  closed: false,
  result: null,
  waitlist: null,
};

beforeEach(() => storeToken());

const renderPage = () =>
  renderRoutes(
    [
      { path: "/reservas", element: <MyBookingsPage /> },
      { path: "/match/:slug", element: <p>Página del partido</p> },
    ],
    "/reservas",
  );

async function openDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Abrir partido" }));
  return screen.findByRole("dialog", { name: "Abrir como partido" });
}

describe("opening a booking as a match", () => {
  it("sends the places, the range, the side and who may find it, then shows the match", async () => {
    const fetchMock = stubFetch({
      [LIST]: { body: pageOf([booking]) },
      [CREATE]: { body: opened },
    });
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "2" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Desde" }));
    await userEvent.click(await screen.findByRole("option", { name: "M3ra" }));
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Hasta" }));
    await userEvent.click(await screen.findByRole("option", { name: "M5ta" }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Revés" }));
    await userEvent.click(within(dialog).getByRole("switch", { name: /Mostrar en los partidos abiertos/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Abrir partido" }));
    expect(await screen.findByText("Página del partido")).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toEqual([
      [
        "POST",
        {
          booking_slug: booking.slug,
          open_places: 2,
          visibility: "link",
          strongest_category: "M3ra",
          weakest_category: "M5ta",
          side: "reves",
        },
      ],
    ]);
  });

  it("asks for both ends of a range, and shows the server's word beside the field", async () => {
    const fetchMock = stubFetch({
      [LIST]: { body: pageOf([booking]) },
      [CREATE]: {
        status: 400,
        body: {
          error: {
            code: "VALIDATION_ERROR",
            message: "El rango está al revés: M5ta es más baja que M3ra.",
            details: [
              { field: "weakest_category", message: "El rango está al revés: M5ta es más baja que M3ra." },
            ],
            requestId: "test",
          },
        },
      },
    });
    renderPage();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Desde" }));
    await userEvent.click(await screen.findByRole("option", { name: "M5ta" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Abrir partido" }));
    expect(
      await within(dialog).findByText("Elige las dos categorías del rango, o ninguna"),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Hasta" }));
    await userEvent.click(await screen.findByRole("option", { name: "M3ra" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Abrir partido" }));
    expect(
      await within(dialog).findByText("El rango está al revés: M5ta es más baja que M3ra."),
    ).toBeInTheDocument();
  });

  it("links a booking that is already a match to it instead", async () => {
    stubFetch({ [LIST]: { body: pageOf([makeMyBooking({ match_slug: "YAESPARTIDO12345" })]) } });
    renderPage();
    const link = await screen.findByRole("link", { name: "Ver partido" });
    expect(link).toHaveAttribute("href", "/match/YAESPARTIDO12345");
    expect(screen.queryByRole("button", { name: "Abrir partido" })).not.toBeInTheDocument();
  });
});

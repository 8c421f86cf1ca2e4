import { addDays } from "@club/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { clubToday, dateText } from "../../../lib/club-moments";
import { CLUB, makeBooking } from "../../../test/booking-fixtures";
import { callsTo, errorReply, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { makeAvailability } from "../test/fixtures";
import { dayParts } from "../utils/booking-dates";
import { CourtPage } from "./court-page";

const today = clubToday();
const AVAILABILITY = `/api/booking/get_availability/1/${today}`;
const CREATE = "/api/booking/create_booking";

beforeEach(() => {
  storeToken();
  localStorage.removeItem("bookingClubId");
});

function renderCourt(path = "/court") {
  return renderRoutes(
    [
      { path: "/court", element: <CourtPage /> },
      { path: "/reservas", element: <p>Mis reservas</p> },
    ],
    path,
  );
}

const CLUBS = { body: { data: [{ ...CLUB, address: "", logo: null }] } };
const stripDays = () => within(screen.getByRole("group", { name: "Fecha" })).getAllByRole("button");

describe("CourtPage", () => {
  it("shows the fair-use count and the cancellation policy before a slot is chosen", async () => {
    stubFetch({
      "/api/clubs": CLUBS,
      [AVAILABILITY]: { body: makeAvailability(today, undefined, { cancellation_hours: 6 }) },
      "/api/booking/get_fair_use/1": { body: { active_bookings: 3, max_active_bookings: 4 } },
    });
    renderCourt();
    const rules = await screen.findByRole("list", { name: "Reglas del club" });
    expect(
      await within(rules).findByText("Uso justo: tienes 3 de 4 reservas activas que permite este club."),
    ).toBeInTheDocument();
    expect(
      within(rules).getByText(
        "Puedes cancelar tus reservas en línea hasta 6 horas antes del inicio; después, solo el club.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("warns a player at the club's maximum before they choose", async () => {
    stubFetch({
      "/api/clubs": CLUBS,
      [AVAILABILITY]: { body: makeAvailability(today) },
      "/api/booking/get_fair_use/1": { body: { active_bookings: 6, max_active_bookings: 4 } },
    });
    renderCourt();
    expect(await screen.findByText("Llegaste al máximo de reservas")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Tienes 6 de 4 reservas activas que este club permite por jugador. Anula una o espera a jugarla para reservar otra.",
      ),
    ).toBeInTheDocument();
  });

  it("books a free start: grid, confirmation sheet with the price, then the booking", async () => {
    const fetchMock = stubFetch({
      "/api/clubs": { body: { data: [{ ...CLUB, address: "", logo: null }] } },
      [AVAILABILITY]: { body: makeAvailability(today, undefined, { online_payment_percentage: 50 }) },
      [CREATE]: { body: makeBooking({ date: today, start_time: "18:00", end_time: "19:30" }) },
    });
    renderCourt();
    // One club: no picker. 90 minutes is the default; taken slots say only "Ocupado".
    expect(await screen.findByRole("columnheader", { name: "Cancha 1" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Club")).not.toBeInTheDocument();
    expect(screen.getByText("Ocupado")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cancha 1, 18:00, 1 h 30 min, $27.000" }));

    const sheet = await screen.findByRole("dialog", { name: "Confirma tu reserva" });
    expect(within(sheet).getByText("18:00 – 19:30")).toBeInTheDocument();
    expect(within(sheet).getByText("$27.000")).toBeInTheDocument();
    expect(within(sheet).getByText(/paga en línea al menos el 50 %/)).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole("button", { name: "Confirmar reserva" }));

    expect(await screen.findByRole("heading", { name: "¡Cancha reservada!" })).toBeInTheDocument();
    expect(screen.getByText("Por pagar")).toBeInTheDocument();
    expect(screen.queryByText("GoMatch")).toBeNull();
    expect(screen.getByText("Puedes pagar ahora en línea o en el club, al llegar.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pagar" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/payment\//),
    );
    expect(screen.getByRole("link", { name: "Ver mis reservas" })).toHaveAttribute("href", "/reservas");
    expect(callsTo(fetchMock, CREATE)).toEqual([
      ["POST", { club_id: 1, court_id: 1, date: today, start_time: "18:00", duration_int: 90 }],
    ]);
  });

  it("tells before booking that a club without online payment is paid there, and offers no online payment", async () => {
    stubFetch({
      "/api/clubs": CLUBS,
      [AVAILABILITY]: { body: makeAvailability(today, undefined, { online_payment_percentage: 0 }) },
      [CREATE]: { body: makeBooking({ date: today, start_time: "18:00", online_payment: false }) },
    });
    renderCourt();
    await userEvent.click(await screen.findByRole("button", { name: /Cancha 1, 18:00/ }));
    const sheet = await screen.findByRole("dialog", { name: "Confirma tu reserva" });
    const atTheClub = "Se paga en el club, al llegar: este club no recibe pagos en línea.";
    expect(within(sheet).getByText(atTheClub)).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole("button", { name: "Confirmar reserva" }));

    expect(await screen.findByRole("heading", { name: "¡Cancha reservada!" })).toBeInTheDocument();
    expect(screen.getByText(atTheClub)).toBeInTheDocument();
    expect(screen.queryByText(/pagar ahora en línea/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Pagar/ })).not.toBeInTheDocument();
  });

  it("shows the server's message on a 409 and asks for the day again", async () => {
    const fetchMock = stubFetch({
      "/api/clubs": { body: { data: [{ ...CLUB, address: "", logo: null }] } },
      [AVAILABILITY]: { body: makeAvailability(today) },
      [CREATE]: errorReply(409, "CONFLICT", "Ese horario ya está reservado. Elige otro."),
    });
    renderCourt();
    await userEvent.click(await screen.findByRole("button", { name: /Cancha 1, 18:00/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Confirmar reserva" }));

    expect(await screen.findByText("Ese horario ya está reservado. Elige otro.")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, AVAILABILITY).length).toBe(2));
  });

  it("asks an account whose e-mail is not confirmed to confirm it, and sends a new link on request", async () => {
    const RESEND = "/api/auth/resend-confirmation";
    const message = "Confirma tu correo para reservar: abre el enlace que te enviamos al crear tu cuenta.";
    const fetchMock = stubFetch({
      "/api/clubs": CLUBS,
      [AVAILABILITY]: { body: makeAvailability(today) },
      [CREATE]: errorReply(403, "EMAIL_NOT_CONFIRMED", message),
      [RESEND]: {
        body: { ok: true, message: "Te enviamos un correo nuevo con el enlace para confirmar tu cuenta." },
      },
    });
    renderCourt();
    await userEvent.click(await screen.findByRole("button", { name: /Cancha 1, 18:00/ }));
    const sheet = await screen.findByRole("dialog", { name: "Confirma tu reserva" });
    await userEvent.click(within(sheet).getByRole("button", { name: "Confirmar reserva" }));

    const notice = await within(sheet).findByRole("alert");
    expect(notice).toHaveTextContent("Confirma tu correo");
    expect(notice).toHaveTextContent(message);
    await userEvent.click(within(notice).getByRole("button", { name: "Reenviar el correo" }));
    expect(await within(notice).findByRole("status")).toHaveTextContent(
      "Te enviamos un correo nuevo con el enlace para confirmar tu cuenta.",
    );
    expect(callsTo(fetchMock, RESEND)).toHaveLength(1);
  });

  it("says why a day cannot be read", async () => {
    stubFetch({
      "/api/clubs": { body: { data: [{ ...CLUB, address: "", logo: null }] } },
      [AVAILABILITY]: errorReply(400, "VALIDATION_ERROR", "Se puede reservar hasta 7 días adelante"),
    });
    renderCourt();
    expect(await screen.findByText("Se puede reservar hasta 7 días adelante")).toBeInTheDocument();
  });

  it("offers today and the club's booking window in the strip of dates", async () => {
    stubFetch({
      "/api/clubs": CLUBS,
      [AVAILABILITY]: { body: makeAvailability(today, undefined, { booking_window_days: 30 }) },
    });
    renderCourt();
    await waitFor(() => expect(stripDays()).toHaveLength(31));
    const shown = (date: string) => {
      const { weekday, day, month } = dayParts(date);
      return `${weekday} ${day} ${month}: ${dateText(date)}`;
    };
    expect(stripDays()[0]).toHaveAccessibleName(shown(today));
    expect(stripDays().at(-1)).toHaveAccessibleName(shown(addDays(today, 30)));
  });

  it("opens on today when the day asked in the URL is past a shorter window", async () => {
    const later = addDays(today, 10);
    stubFetch({
      "/api/clubs": CLUBS,
      [AVAILABILITY]: { body: makeAvailability(today, undefined, { booking_window_days: 3 }) },
      [`/api/booking/get_availability/1/${later}`]: errorReply(
        400,
        "VALIDATION_ERROR",
        "Se puede reservar hasta 3 días adelante",
      ),
    });
    renderCourt(`/court?fecha=${later}`);
    await waitFor(() => expect(stripDays()).toHaveLength(4));
    expect(stripDays()[0]).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("columnheader", { name: "Cancha 1" })).toBeInTheDocument();
  });
});

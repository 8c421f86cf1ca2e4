import type { ClubSettings } from "@club/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { EditClubPage } from "./edit-club-page";

const club: ClubSettings = {
  id: 1,
  name: "Club Los Andes",
  address: "Av. Kennedy 123",
  phone: "",
  support_email: "soporte@club.cl",
  logo_key: null,
  logo: null,
  time_zone: "America/Santiago",
  enabled_services: [1, 2, 3],
  booking_window_days: 14,
  cancellation_hours: 24,
  online_payment_percentage: 0,
  booking_hold_minutes: 15,
  max_active_bookings: 4,
  match_share_refund: "refund",
  match_reminder_hours: 24,
  waitlist_offer_minutes: 30,
};
const UPDATE = "/api/admin/club/update_club";

beforeEach(() => {
  localStorage.clear();
  storeToken();
});
afterEach(() => vi.restoreAllMocks());

describe("EditClubPage: the club's match rules", () => {
  it("shows and saves the reminder hours, the waitlist's minutes and what a leaver gets of their share", async () => {
    const fetchMock = stubFetch({
      "/api/admin/club/get_club": { body: { data: club } },
      [UPDATE]: (body) => ({
        body: {
          ok: true,
          message: "Club actualizado",
          data: { ...club, ...(body as { data: object }).data },
        },
      }),
    });
    renderRoutes(
      [
        { path: "/admin/configuracion/editar_club", element: <EditClubPage /> },
        { path: "/admin/configuracion", element: <p>Configuración</p> },
      ],
      "/admin/configuracion/editar_club",
    );
    const reminder = await screen.findByRole("textbox", {
      name: "Aviso de partido incompleto (horas antes)",
    });
    expect(reminder).toHaveValue("24");
    expect(screen.getByRole("textbox", { name: "Cupo guardado a la lista de espera (minutos)" })).toHaveValue(
      "30",
    );
    expect(
      screen.getByRole("radio", { name: "Se le devuelve su parte (si sale dentro del plazo de anulación)" }),
    ).toBeChecked();
    await userEvent.clear(reminder);
    await userEvent.type(reminder, "0");
    await userEvent.click(screen.getByRole("radio", { name: "El club se queda con su parte" }));
    await userEvent.click(screen.getByRole("button", { name: "Guardar cambios" }));
    expect(await screen.findByText("Configuración")).toBeInTheDocument();
    const [[, body]] = callsTo(fetchMock, UPDATE) as [[string, { data: object }]];
    expect(body.data).toMatchObject({
      match_reminder_hours: 0,
      waitlist_offer_minutes: 30,
      match_share_refund: "keep",
    });
  });
});

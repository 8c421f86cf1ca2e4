import type { StaffBookingDetail } from "@club/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeStaffBooking } from "../../../test/booking-fixtures";
import { callsTo, type PathReplies, stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { BookingPage } from "./booking-page";

// A 2-hour match of a counter client, unpaid.
const BOOKING: StaffBookingDetail = {
  ...makeStaffBooking({ id: 7, start_time: "08:00", end_time: "10:00", duration_int: 120, price: 20000 }),
  payments: [],
  match_shares: null,
  cancellation: null,
};

beforeEach(() => storeToken());

function renderBooking(booking: StaffBookingDetail, replies: PathReplies = {}) {
  const fetchMock = stubFetch({ "/api/admin/booking/find_booking/7": { body: booking }, ...replies });
  renderRoutes([{ path: "/admin/reservas/:id", element: <BookingPage /> }], "/admin/reservas/7");
  return fetchMock;
}

describe("BookingPage", { timeout: 20_000 }, () => {
  it("shows a match's price and the form to charge it", async () => {
    renderBooking(BOOKING);
    expect(
      await screen.findByRole("heading", { name: "Cobrar en recepción" }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText("Por pagar")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cobrar $10.000" })).toBeInTheDocument();
  });

  it("shows neither a price nor a charge form for a maintenance block", async () => {
    renderBooking({ ...BOOKING, booking_type: "maintenance", status: "pb", walk_in_name: null });
    expect(await screen.findByRole("heading", { name: "Reserva #7" }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText("No se cobra: la cancha está bloqueada")).toBeInTheDocument();
    expect(screen.queryByText("$20.000")).toBeNull();
    expect(screen.queryByText("Por pagar")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Cobrar en recepción" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Cobrar/ })).toBeNull();
  });

  it("charges the share of a player who joined the booking's match", async () => {
    const shares = [
      { player_id: 31, name: "Carla Muñoz", amount: 5000, paid: true },
      { player_id: 32, name: "Tomás Rojas", amount: 5000, paid: false },
    ];
    const PAY = "/api/admin/booking/pay_booking/7";
    const paid = { ...BOOKING, match_shares: shares.map((s) => ({ ...s, paid: true })), paid_amount: 10000 };
    const fetchMock = renderBooking(
      { ...BOOKING, match_shares: shares, paid_amount: 5000 },
      { [PAY]: { body: { ok: true, message: "Pago registrado en tu caja.", data: paid } } },
    );
    await userEvent.click(
      await screen.findByRole("radio", { name: "Parte de un jugador" }, { timeout: 5000 }),
    );
    expect(screen.getByDisplayValue("Tomás Rojas · $5.000")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Cobrar $5.000" }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, PAY)).toEqual([["POST", { method: "cash", player_id: 32 }]]),
    );
  });
});

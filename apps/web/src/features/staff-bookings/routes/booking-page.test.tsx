import type { StaffBookingDetail } from "@club/contract";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { BookingPage } from "./booking-page";

const BOOKING: StaffBookingDetail = {
  id: 7,
  slug: "abcdefghijklmnop-7",
  date: "2030-03-12",
  start_time: "08:00",
  end_time: "10:00",
  duration_int: 120,
  duration_text: "2 h",
  price: 20000,
  status: "p0",
  payment_percentage: 0,
  court_name: "Cancha 1",
  schedule_id: null,
  court_id: 1,
  club: { id: 1, name: "Club Demo" },
  hold_until: null,
  cancelled: false,
  booking_type: "match",
  channel: "reception",
  user: null,
  walk_in_name: "Cliente de mostrador",
  walk_in_phone: null,
  price_reason: null,
  series_id: null,
  paid_amount: 0,
  payments: [],
  cancellation: null,
};

beforeEach(() => storeToken());

function renderBooking(booking: StaffBookingDetail) {
  stubFetch({ "/api/admin/booking/find_booking/7": { body: booking } });
  return renderRoutes([{ path: "/admin/reservas/:id", element: <BookingPage /> }], "/admin/reservas/7");
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
});

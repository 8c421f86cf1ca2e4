import type { StaffBookingDetail } from "@club/contract";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeStaffBooking } from "../../../test/booking-fixtures";
import { stubFetch } from "../../../test/fetch-stub";
import { storeToken } from "../../../test/fixtures";
import { renderRoutes } from "../../../test/render";
import { BookingPage } from "./booking-page";

// A 2-hour match of a counter client, unpaid.
const BOOKING: StaffBookingDetail = {
  ...makeStaffBooking({ id: 7, start_time: "08:00", end_time: "10:00", duration_int: 120, price: 20000 }),
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

import { describe, expect, it } from "vitest";
import { makeStaffBooking } from "../../../test/booking-fixtures";
import { unpaidBookings } from "./unpaid-bookings";

describe("unpaidBookings", () => {
  it("keeps today's bookings with money left to take, and offers 50 % only while under half is paid", () => {
    const list = unpaidBookings([
      makeStaffBooking({ id: 1, start_time: "21:00:00", end_time: "22:00:00" }),
      makeStaffBooking({ id: 2, paid_amount: 12_000, status: "p50" }),
      makeStaffBooking({ id: 3, paid_amount: 24_000, status: "p100" }),
      makeStaffBooking({ id: 4, cancelled: true }),
      makeStaffBooking({ id: 5, status: "pb" }),
      makeStaffBooking({ id: 6, booking_type: "maintenance" }),
    ]);
    expect(list.map((b) => [b.id, b.percentages])).toEqual([
      [2, [100]],
      [1, [50, 100]],
    ]);
    expect(list[1]).toMatchObject({ court: "Cancha 1", time: "21:00–22:00", who: "Pedro Pérez" });
  });
});

import { describe, expect, it } from "vitest";
import { bookingData, emptyBookingForm, validateBookingForm } from "./booking-form-values";

const ghost = { courtId: 2, date: "2026-11-24", startTime: "19:00" };
const base = () => ({ ...emptyBookingForm("2026-11-23", ghost), walk_in_name: "Ana" });

describe("the new booking form", () => {
  it("starts from the free slot it was opened for", () => {
    const values = emptyBookingForm("2026-11-23", ghost);
    expect(values).toMatchObject({
      court_id: "2",
      date: "2026-11-24",
      start_time: "19:00",
      duration_int: "90",
    });
  });

  it("sends the weeks in all as the extra weeks the server repeats", () => {
    expect(bookingData({ ...base(), repeat: true, weeks: "4" }).repeat_weeks).toBe(3);
    expect(bookingData({ ...base(), repeat: false, weeks: "4" }).repeat_weeks).toBe(0);
  });

  it("asks for a name unless the court is blocked for maintenance", () => {
    expect(validateBookingForm({ ...base(), walk_in_name: "" }).walk_in_name).toBe(
      "Elige un jugador o escribe el nombre de quien reserva",
    );
    expect(
      validateBookingForm({ ...base(), walk_in_name: "", booking_type: "maintenance", status: "pb" }),
    ).toEqual({});
  });

  it("asks for a player when reception books for one, and for the reason of a special price", () => {
    expect(validateBookingForm({ ...base(), who: "player" }).player).toBe("Busca y elige al jugador");
    const errors = validateBookingForm({ ...base(), special_price: true, price: "1.5", price_reason: "" });
    expect(errors.price).toBeTruthy();
    expect(
      validateBookingForm({ ...base(), special_price: true, price: "15.000", price_reason: "" }).price_reason,
    ).toBe("Indica el motivo del precio distinto al de la cancha");
  });

  it("refuses a repeat of fewer than 2 weeks", () => {
    expect(validateBookingForm({ ...base(), repeat: true, weeks: "1" }).weeks).toBe(
      "Indica entre 2 y 53 semanas",
    );
  });
});

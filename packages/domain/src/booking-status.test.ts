import { describe, expect, it } from "vitest";
import {
  BOOKING_STATUS_CODES,
  bookingStatusLabel,
  DEFAULT_BOOKING_STATUS,
  isBookingStatusCode,
} from "./booking-status";

describe("bookingStatusLabel", () => {
  it("maps each known code to its label", () => {
    expect(bookingStatusLabel("p0")).toBe("GoMatch");
    expect(bookingStatusLabel("p50")).toBe("Abonado");
    expect(bookingStatusLabel("pr")).toBe("Reservado");
    expect(bookingStatusLabel("pc")).toBe("Clases");
    expect(bookingStatusLabel("pb")).toBe("Bloqueado");
    expect(bookingStatusLabel("p100")).toBe("Pagado");
  });

  it("tells a player an unpaid booking is to be paid; staff keep the spec's label", () => {
    expect(bookingStatusLabel("p0", "player")).toBe("Por pagar");
    expect(bookingStatusLabel("p0", "staff")).toBe("GoMatch");
    expect(bookingStatusLabel("p100", "player")).toBe("Pagado");
    expect(bookingStatusLabel("x", "player")).toBe("Disponible");
  });

  it("shows anything else as available", () => {
    for (const code of [null, undefined, "", "P100", "p25", " p0", "Disponible"]) {
      expect(bookingStatusLabel(code)).toBe("Disponible");
    }
  });
});

describe("BOOKING_STATUS_CODES", () => {
  it("lists the six codes and defaults to the unpaid one", () => {
    expect(BOOKING_STATUS_CODES).toEqual(["p0", "p50", "pr", "pc", "pb", "p100"]);
    expect(DEFAULT_BOOKING_STATUS).toBe("p0");
  });

  it("is used by the type guard", () => {
    expect(isBookingStatusCode("p50")).toBe(true);
    expect(isBookingStatusCode("p51")).toBe(false);
    expect(isBookingStatusCode(50)).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, createPrice, testClock } from "../../../test/booking-factories";
import { allBookings } from "../../../test/booking-rows";
import { createClub, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";

// Monday 2026-11-23, 09:00 in Santiago.
const clock = testClock("2026-11-23T12:00:00Z");

describe(`create_booking refuses what cannot be booked (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let token: string;
  let base: { club_id: number; court_id: number; date: string; start_time: string; duration_int: number };
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const club = await createClub(t.ctx.db, { bookingWindowDays: 14 });
    const court = await createBookableCourt(t.ctx.db, club.id);
    // 120 minutes is priced at peak only.
    await createPrice(t.ctx.db, court, "peak", 120, 36000);
    token = (await createPlayer(t.ctx.db, t.ctx.tokens)).token;
    base = {
      club_id: club.id,
      court_id: court.id,
      date: "2026-11-24",
      start_time: "10:00",
      duration_int: 60,
    };
  });
  afterAll(() => t.close());

  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "a duration outside the list",
      { duration_int: 75 },
      "duration_int",
      "La duración debe ser de 10, 15, 30, 45, 60, 90 o 120 minutos",
    ],
    [
      "a duration as text",
      { duration_int: "60" },
      "duration_int",
      "La duración debe ser un número de minutos",
    ],
    [
      "a duration the court has no price for",
      { duration_int: 30 },
      "duration_int",
      "La cancha no tiene precio para esa duración",
    ],
    [
      "the off-peak band without a 120-minute price",
      { duration_int: 120, start_time: "09:00" },
      "duration_int",
      "La cancha no tiene precio para esa duración",
    ],
    [
      "a booking past closing time",
      { start_time: "22:00", duration_int: 90 },
      "duration_int",
      "La reserva terminaría después del cierre de la cancha",
    ],
    [
      "a start before opening",
      { start_time: "07:00" },
      "start_time",
      "La cancha no tiene un bloque que empiece a esa hora",
    ],
    [
      "a start off the slot boundaries",
      { start_time: "10:10" },
      "start_time",
      "La cancha no tiene un bloque que empiece a esa hora",
    ],
    [
      "a start at or after closing",
      { start_time: "23:00" },
      "start_time",
      "La cancha no tiene un bloque que empiece a esa hora",
    ],
    ["a past time today", { date: "2026-11-23", start_time: "08:30" }, "start_time", "Esa hora ya pasó"],
    ["a past day", { date: "2026-11-22" }, "date", "Esa fecha ya pasó"],
    [
      "a day past the booking window",
      { date: "2026-12-08" },
      "date",
      "Se puede reservar hasta 14 días adelante (hasta el 2026-12-07)",
    ],
    ["a day that does not exist", { date: "2026-11-31" }, "date", "La fecha no existe en el calendario"],
    [
      "a time that is not HH:mm",
      { start_time: "9:00" },
      "start_time",
      "La hora debe ser HH:mm, entre 00:00 y 23:59",
    ],
    [
      "24:00 as a start",
      { start_time: "24:00" },
      "start_time",
      "La hora debe ser HH:mm, entre 00:00 y 23:59",
    ],
  ];

  it.each(cases)("%s: 400 on the field", async (_name, change, field, message) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: { ...base, ...change },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ field, message }] });
  });

  it("names every missing field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.map((d: { field: string }) => d.field);
    expect(fields.sort()).toEqual(["club_id", "court_id", "date", "duration_int", "start_time"]);
  });

  it("refuses a bad scope or page on get_my_bookings", async () => {
    for (const [query, field] of [
      ["scope=all", "scope"],
      ["page=0", "page"],
      ["limit=500", "limit"],
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/booking/get_my_bookings?${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
  });

  it("stored nothing", async () => {
    expect(await allBookings(t.ctx.db)).toEqual([]);
  });
});

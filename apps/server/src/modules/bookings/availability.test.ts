import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createBookableCourt,
  createPrice,
  createSchedule,
  insertBooking,
  testClock,
} from "../../../test/booking-factories";
import { createClub } from "../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { stored } from "../../../test/stored";

// Monday 2026-11-23, 09:00 in Santiago (UTC-3 in summer).
const clock = testClock("2026-11-23T12:00:00Z");
const local = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);

describe(`GET /api/booking/get_availability (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const get = (clubId: number, date: string) =>
    t.app.inject({ method: "GET", url: `/api/booking/get_availability/${clubId}/${date}` });

  it("lists the active courts by position with prices, slots, and bookings without who made them", async () => {
    const club = await createClub(t.ctx.db, { name: "Club Grilla" });
    const second = await createBookableCourt(t.ctx.db, club.id, { name: "Cancha 2", position: 2 });
    const first = await createBookableCourt(t.ctx.db, club.id, {
      name: "Cancha 1",
      position: 1,
      indoor: true,
    });
    await createBookableCourt(t.ctx.db, club.id, { name: "Cerrada", active: false });
    await insertBooking(t.ctx.db, first, local("2026-11-24", "18:00"), 90, { status: "p50" });
    await insertBooking(t.ctx.db, second, local("2026-11-24", "08:00"), 60, {
      status: "p0",
      walkInName: "Nombre Secreto",
    });

    const res = await get(club.id, "2026-11-24");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.club).toEqual({ id: club.id, name: "Club Grilla" });
    expect(body.date).toBe("2026-11-24");
    expect(body.durations).toEqual([60, 90]);
    expect(body.courts.map((c: { court_name: string }) => c.court_name)).toEqual(["Cancha 1", "Cancha 2"]);
    const [c1, c2] = body.courts;
    expect(c1).toMatchObject({ id: first.id, indoor: true, surface: "Césped sintético" });
    expect(c1.prices).toEqual([
      { duration_int: 60, band: "off_peak", price: 16000 },
      { duration_int: 60, band: "peak", price: 20000 },
      { duration_int: 90, band: "off_peak", price: 22000 },
      { duration_int: 90, band: "peak", price: 28000 },
    ]);
    expect(c1.slots).toHaveLength(30);
    expect(c1.slots[0]).toEqual({
      start_time: "08:00",
      end_time: "08:30",
      available: true,
      status: null,
      band: "off_peak",
    });
    expect(c1.slots.at(-1)).toMatchObject({ start_time: "22:30", end_time: "23:00", band: "peak" });
    const taken = c1.slots.filter((s: { available: boolean }) => !s.available);
    expect(taken.map((s: { start_time: string; status: string }) => [s.start_time, s.status])).toEqual([
      ["18:00", "p50"],
      ["18:30", "p50"],
      ["19:00", "p50"],
    ]);
    expect(c2.slots.slice(0, 3).map((s: { status: string | null }) => s.status)).toEqual(["p0", "p0", null]);
    expect(res.body).not.toContain("Nombre Secreto");
    expect(res.body).not.toMatch(/user|walk_in|phone/);
  });

  it("marks today's slots before the club's now as not available", async () => {
    const club = await createClub(t.ctx.db);
    await createBookableCourt(t.ctx.db, club.id);
    const res = await get(club.id, "2026-11-23");
    const slots = res.json().courts[0].slots as { start_time: string; available: boolean }[];
    expect(slots.filter((s) => !s.available).map((s) => s.start_time)).toEqual(["08:00", "08:30"]);
    expect(slots.find((s) => s.start_time === "09:00")?.available).toBe(true);
  });

  it("counts an unpaid online booking past its hold as free, and one still held as taken", async () => {
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id);
    const online = { channel: "online", status: "p0", walkInName: null };
    await insertBooking(t.ctx.db, court, local("2026-11-25", "10:00"), 60, {
      ...online,
      holdUntil: new Date(clock.now().getTime() - 60_000),
    });
    await insertBooking(t.ctx.db, court, local("2026-11-25", "12:00"), 60, {
      ...online,
      holdUntil: new Date(clock.now().getTime() + 60_000),
    });
    const slots = (await get(club.id, "2026-11-25")).json().courts[0].slots as {
      start_time: string;
      available: boolean;
    }[];
    expect(slots.filter((s) => !s.available).map((s) => s.start_time)).toEqual(["12:00", "12:30"]);
  });

  it("leaves out cancelled bookings and other days' bookings", async () => {
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id);
    await insertBooking(t.ctx.db, court, local("2026-11-26", "10:00"), 60, {
      cancelledAt: new Date(),
      cancelReason: "Lluvia",
    });
    await insertBooking(t.ctx.db, court, local("2026-11-27", "10:00"), 60);
    const slots = (await get(club.id, "2026-11-26")).json().courts[0].slots as { available: boolean }[];
    expect(slots.every((s) => s.available)).toBe(true);
  });

  it("uses the spans of the date's weekday and lists only durations some court has a price for", async () => {
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id, { name: "Sin precios" });
    const sundays = await createBookableCourt(t.ctx.db, club.id, { name: "Domingo" });
    await createPrice(t.ctx.db, court, "peak", 120, 35000);
    // 2026-11-29 is a Sunday: only its span counts, in 60-minute slots.
    const extra = await createBookableCourt(t.ctx.db, club.id);
    await createSchedule(
      t.ctx.db,
      { ...extra, id: extra.id },
      { weekday: 7, startMinute: 23 * 60, endMinute: 24 * 60, slotMinutes: 60 },
    );
    const body = (await get(club.id, "2026-11-29")).json();
    expect(body.durations).toEqual([60, 90, 120]);
    const last = body.courts.find((c: { id: number }) => c.id === extra.id).slots.at(-1);
    expect(last).toEqual({
      start_time: "23:00",
      end_time: "24:00",
      available: true,
      status: null,
      band: "off_peak",
    });
    expect(body.courts.find((c: { id: number }) => c.id === sundays.id).slots).toHaveLength(30);
  });

  it("carries the club's rules for players: booking window, online payment and cancellation hours", async () => {
    const club = await createClub(t.ctx.db, {
      bookingWindowDays: 30,
      onlinePaymentPercentage: 50,
      cancellationHours: 12,
    });
    await createBookableCourt(t.ctx.db, club.id);
    expect((await get(club.id, "2026-12-23")).json()).toMatchObject({
      booking_window_days: 30,
      online_payment_percentage: 50,
      cancellation_hours: 12,
    });
    await stored(t.ctx.db)`
      update clubs set booking_window_days = 0, online_payment_percentage = 100, cancellation_hours = 0
      where id = ${club.id}`;
    expect((await get(club.id, "2026-11-23")).json()).toMatchObject({
      booking_window_days: 0,
      online_payment_percentage: 100,
      cancellation_hours: 0,
    });
    // The clubs' defaults: two weeks ahead, nothing online, 24 hours.
    const plain = await createClub(t.ctx.db);
    expect((await get(plain.id, "2026-11-24")).json()).toMatchObject({
      booking_window_days: 14,
      online_payment_percentage: 0,
      cancellation_hours: 24,
    });
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const answer =
      docs.paths["/api/booking/get_availability/{club_id}/{date}"].get.responses["200"].content[
        "application/json"
      ].schema;
    expect(answer.required).toEqual(
      expect.arrayContaining(["booking_window_days", "online_payment_percentage", "cancellation_hours"]),
    );
    expect(answer.properties.online_payment_percentage.enum).toEqual([0, 50, 100]);
  });

  it("answers 404 for an unknown club and for a club without bookings (service 1)", async () => {
    const club = await createClub(t.ctx.db, { enabledServices: [2, 3] });
    await createBookableCourt(t.ctx.db, club.id);
    for (const id of [club.id, 999999]) {
      const res = await get(id, "2026-11-24");
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Club no encontrado" });
    }
  });

  it("answers 400 on date for a day before today or past the booking window", async () => {
    const club = await createClub(t.ctx.db, { bookingWindowDays: 7 });
    expect((await get(club.id, "2026-11-30")).statusCode).toBe(200);
    for (const [date, message] of [
      ["2026-11-22", "Esa fecha ya pasó"],
      ["2026-12-01", "Se puede reservar hasta 7 días adelante (hasta el 2026-11-30)"],
      ["2026-02-30", "La fecha no existe en el calendario"],
      ["24-11-2026", "La fecha debe ser AAAA-MM-DD"],
    ]) {
      const res = await get(club.id, date as string);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.details).toEqual([{ field: "date", message }]);
    }
    await stored(t.ctx.db)`update clubs set booking_window_days = 0 where id = ${club.id}`;
    const res = await get(club.id, "2026-11-24");
    expect(res.json().error.details).toEqual([
      { field: "date", message: "En este club solo se reserva para hoy" },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, insertBooking, testClock } from "../../../test/booking-factories";
import { createUser } from "../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingRow } from "../../../test/payment-helpers";
import { staffCall, staffClub, walkIn } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

// Monday 2026-11-23, 09:00 in Santiago (UTC-3 in summer).
const clock = testClock("2026-11-23T12:00:00Z");
const local = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);

describe(`staff bookings (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());
  const book = (token: string, body: object) => staffCall(t, token, "POST", "create_booking", body);

  it("books a class for a walk-in at any minute inside opening hours, beyond the players' window", async () => {
    const { admin, court } = await staffClub(t);
    const body = walkIn(court, "2027-01-20", "08:15", { status: "pc", booking_type: "class" });
    const res = await book(admin.token, body);
    expect(res.statusCode, res.body).toBe(200);
    const { created, clashes } = res.json();
    expect(clashes).toEqual([]);
    expect(created).toEqual([
      expect.objectContaining({
        date: "2027-01-20",
        start_time: "08:15",
        end_time: "09:15",
        duration_int: 60,
        duration_text: "1 h",
        price: 16000,
        status: "pc",
        payment_percentage: 0,
        court_name: "Cancha 1",
        court_id: court.id,
        booking_type: "class",
        channel: "reception",
        user: null,
        walk_in_name: "Cliente Mostrador",
        walk_in_phone: "+56 9 1234 5678",
        price_reason: null,
        series_id: null,
        paid_amount: 0,
        cancelled: false,
      }),
    ]);
    const row = await bookingRow(t, created[0].id);
    expect(row).toMatchObject({ createdBy: admin.user.id, startsAt: local("2027-01-20", "08:15") });
  });

  it("refuses a past day, a time the court is closed and a run past closing, naming the field", async () => {
    const { admin, court } = await staffClub(t);
    const cases = [
      [walkIn(court, "2026-11-22", "10:00"), "data.date"],
      [walkIn(court, "2026-11-24", "07:30"), "data.start_time"],
      [walkIn(court, "2026-11-24", "22:30"), "data.duration_int"],
      [walkIn(court, "2026-11-24", "10:00", { duration_int: 45 }), "data.duration_int"],
    ] as const;
    for (const [body, field] of cases) {
      const res = await book(admin.token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details[0].field).toBe(field);
    }
    // Earlier today is allowed: the walk-in who started playing before being written down.
    const today = await book(admin.token, walkIn(court, "2026-11-23", "08:00"));
    expect(today.statusCode, today.body).toBe(200);
  });

  it("takes another price only with its reason, and books for a player of the club", async () => {
    const { admin, court } = await staffClub(t);
    const player = await createUser(t.ctx.db, {
      clubId: admin.clubId,
      name: "Ana",
      lastname: "Rojas",
      phone: "+56911112222",
    });
    const res = await book(admin.token, {
      data: {
        court_id: court.id,
        date: "2026-11-25",
        start_time: "10:00",
        duration_int: 90,
        status: "pr",
        booking_type: "match",
        user_id: player.id,
        price: 5000,
        price_reason: "Convenio colegio",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().created[0]).toMatchObject({
      price: 5000,
      price_reason: "Convenio colegio",
      status: "pr",
      user: { id: player.id, name: "Ana", lastname: "Rojas", phone: "+56911112222" },
      walk_in_name: null,
    });
    const unknown = await book(admin.token, {
      data: {
        ...walkIn(court, "2026-11-25", "14:00").data,
        walk_in_name: undefined,
        walk_in_phone: undefined,
        user_id: 2_000_000,
      },
    });
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it("repeats weekly under one series, skipping the taken week and reporting it", async () => {
    const { admin, court } = await staffClub(t);
    await insertBooking(t.ctx.db, court, local("2026-12-09", "19:30"), 60);
    const body = walkIn(court, "2026-11-25", "19:00", {
      repeat_weeks: 3,
      status: "pc",
      booking_type: "class",
    });
    const res = await book(admin.token, body);
    expect(res.statusCode, res.body).toBe(200);
    const { created, clashes } = res.json();
    expect(clashes).toEqual(["2026-12-09"]);
    expect(created.map((b: { date: string }) => b.date)).toEqual(["2026-11-25", "2026-12-02", "2026-12-16"]);
    expect(new Set(created.map((b: { series_id: string }) => b.series_id)).size).toBe(1);
    expect(created[0].series_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.every((b: { price: number }) => b.price === 20000)).toBe(true);
    const rows = await stored(t.ctx.db)`select id from bookings where court_id = ${court.id}`;
    expect(rows).toHaveLength(4);
    // The same slot once more: every date is taken, nothing is created.
    const again = await book(admin.token, {
      data: { ...body.data, repeat_weeks: 1 },
    });
    expect(again.statusCode, again.body).toBe(409);
    const single = await book(admin.token, walkIn(court, "2026-11-25", "19:30"));
    expect(single.statusCode).toBe(409);
    expect(single.json().error.message).toBe("Ese horario ya está reservado. Elige otro.");
  });

  it("shows the day: the courts' slots and every live booking with who it is for and what was paid", async () => {
    const { admin, court } = await staffClub(t);
    const player = await createUser(t.ctx.db, { name: "Luis", lastname: "Soto", phone: "+56933334444" });
    const mine = await insertBooking(t.ctx.db, court, local("2026-11-24", "10:00"), 60, {
      userId: player.id,
      walkInName: null,
      channel: "online",
      status: "p0",
    });
    await insertBooking(t.ctx.db, court, local("2026-11-24", "12:00"), 60, {
      status: "pb",
      bookingType: "maintenance",
    });
    await insertBooking(t.ctx.db, court, local("2026-11-24", "14:00"), 60, {
      cancelledAt: clock.now(),
      cancelReason: "Lluvia",
    });
    await insertBooking(t.ctx.db, court, local("2026-11-25", "10:00"), 60);
    const other = await staffClub(t);
    await insertBooking(t.ctx.db, other.court, local("2026-11-24", "10:00"), 60);

    const res = await staffCall(t, admin.token, "GET", "get_bookings_by_date/2026-11-24");
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day.date).toBe("2026-11-24");
    expect(day.courts.map((c: { id: number }) => c.id)).toEqual([court.id]);
    const slots = day.courts[0].slots;
    expect(slots.find((s: { start_time: string }) => s.start_time === "10:30")).toMatchObject({
      available: false,
      status: "p0",
    });
    expect(slots.find((s: { start_time: string }) => s.start_time === "14:00")).toMatchObject({
      available: true,
      status: null,
    });
    expect(
      day.bookings.map((b: { start_time: string; status: string }) => `${b.start_time} ${b.status}`),
    ).toEqual(["10:00 p0", "12:00 pb"]);
    expect(day.bookings[0]).toMatchObject({
      id: mine.id,
      channel: "online",
      user: { id: player.id, name: "Luis", lastname: "Soto", phone: "+56933334444" },
      paid_amount: 0,
    });
    expect(day.bookings[1]).toMatchObject({ booking_type: "maintenance", walk_in_name: "Cliente de prueba" });
    // Staff see past days too.
    expect((await staffCall(t, admin.token, "GET", "get_bookings_by_date/2026-10-01")).statusCode).toBe(200);
  });

  it("changes the status and moves a booking to a free slot; a taken slot is 409", async () => {
    const { admin, court } = await staffClub(t);
    const booking = await insertBooking(t.ctx.db, court, local("2026-11-26", "10:00"), 60);
    await insertBooking(t.ctx.db, court, local("2026-11-26", "12:00"), 60);
    const update = (data: object) =>
      staffCall(t, admin.token, "PUT", `update_booking/${booking.id}`, { data });

    const status = await update({ status: "pr" });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data).toMatchObject({ status: "pr", start_time: "10:00" });
    // Later by half an hour: over its own old time, which the constraint does not count against it.
    const moved = await update({ start_time: "10:30", duration_int: 90 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ start_time: "10:30", end_time: "12:00", price: 20000 });
    const taken = await update({ start_time: "11:30" });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().error.details[0].field).toBe("data.start_time");
    const row = await bookingRow(t, booking.id);
    expect(row?.startsAt).toEqual(local("2026-11-26", "10:30"));
    const second = await createBookableCourt(t.ctx.db, admin.clubId);
    const otherCourt = await update({ court_id: second.id, date: "2026-11-27", start_time: "09:00" });
    expect(otherCourt.json().data).toMatchObject({ court_id: second.id, date: "2026-11-27" });
  });

  it("cancels with a reason, frees the slot, refuses a second cancel and any change after", async () => {
    const { admin, court } = await staffClub(t);
    const booking = await insertBooking(t.ctx.db, court, local("2026-11-27", "18:00"), 60);
    const cancel = () =>
      staffCall(t, admin.token, "PUT", `cancel_booking/${booking.id}`, { reason: "Lluvia" });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      cancelled: true,
      cancellation: {
        reason: "Lluvia",
        cancelled_by: admin.user.id,
        cancelled_at: clock.now().toISOString(),
      },
    });
    expect((await cancel()).statusCode).toBe(409);
    const change = await staffCall(t, admin.token, "PUT", `update_booking/${booking.id}`, {
      data: { status: "pr" },
    });
    expect(change.statusCode).toBe(409);
    const again = await book(admin.token, walkIn(court, "2026-11-27", "18:00"));
    expect(again.statusCode, again.body).toBe(200);
    const detail = await staffCall(t, admin.token, "GET", `find_booking/${booking.id}`);
    expect(detail.json()).toMatchObject({ id: booking.id, cancelled: true, payments: [] });
  });
});

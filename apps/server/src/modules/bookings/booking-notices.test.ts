import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { addMember, createAdmin, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { staffCall } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-23T12:00:00Z");

type Notice = {
  notification_type: string;
  notification_title: string;
  notification_message: string;
  notification_link: string;
};

describe(`administrators' notices of online bookings (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const inbox = async (token: string): Promise<Notice[]> => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/notification/get_notifications?limit=50",
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  /** A club with two administrators and a court; another club's administrator. */
  async function clubWithAdmins() {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const second = await createAdmin(t.ctx.db, t.ctx.tokens, admin.clubId);
    const stranger = await createAdmin(t.ctx.db, t.ctx.tokens);
    const court = await createBookableCourt(t.ctx.db, admin.clubId, { name: "Cancha Central" });
    return { admin, second, stranger, court };
  }

  const book = (token: string, court: { id: number; clubId: number }, start = "10:00") =>
    t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: {
        club_id: court.clubId,
        court_id: court.id,
        date: "2026-11-27",
        start_time: start,
        duration_int: 90,
      },
    });

  it("tells every administrator of the club of a player's booking and cancellation, never another club", async () => {
    const { admin, second, stranger, court } = await clubWithAdmins();
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const res = await book(player.token, court);
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json() as { id: number; slug: string };
    const booked = {
      notification_type: "booking",
      notification_title: "Nueva reserva en línea",
      notification_message: "Cancha Central, Viernes, 27 de noviembre de 2026, 10:00–11:30 (1 h 30 min).",
      notification_link: `/admin/reservas/${booking.id}`,
    };
    expect(await inbox(admin.token)).toEqual([expect.objectContaining(booked)]);
    expect(await inbox(second.token)).toEqual([expect.objectContaining(booked)]);

    // A refused booking (the slot is taken) tells nobody anything.
    const rival = await createPlayer(t.ctx.db, t.ctx.tokens);
    expect((await book(rival.token, court)).statusCode).toBe(409);
    expect(await inbox(admin.token)).toHaveLength(1);

    const cancel = await t.app.inject({
      method: "PUT",
      url: `/api/booking/cancel_booking/${booking.slug}`,
      headers: bearer(player.token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = expect.objectContaining({
      notification_type: "booking_cancelled",
      notification_title: "Reserva cancelada por el jugador",
      notification_link: `/admin/reservas/${booking.id}`,
    });
    expect(await inbox(admin.token)).toEqual([cancelled, expect.objectContaining(booked)]);
    expect(await inbox(second.token)).toEqual([cancelled, expect.objectContaining(booked)]);
    expect(await inbox(stranger.token)).toEqual([]);
    // Not even a row filed under the booking's club: the other club's administrator gets no copy at all.
    expect(await stored(t.ctx.db)`select id from notifications where user_id = ${stranger.user.id}`).toEqual(
      [],
    );
  });

  it("tells the other administrators, not the one who did it, when staff cancel a player's booking", async () => {
    const { admin, second, court } = await clubWithAdmins();
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const booking = (await book(player.token, court, "12:00")).json() as { id: number };
    const res = await staffCall(t, admin.token, "PUT", `cancel_booking/${booking.id}`, {
      reason: "Torneo del club",
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await inbox(admin.token);
    expect(mine.map((n) => n.notification_type)).toEqual(["booking"]);
    const [notice] = await inbox(second.token);
    expect(notice).toMatchObject({
      notification_type: "booking_cancelled",
      notification_title: "Reserva de un jugador cancelada por el club",
      notification_message: expect.stringContaining("Motivo: Torneo del club"),
      notification_link: `/admin/reservas/${booking.id}`,
    });
  });

  it("says nothing of what staff book themselves", async () => {
    const { admin, second, court } = await clubWithAdmins();
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    await addMember(t.ctx.db, admin.clubId, player.user.id);
    const res = await staffCall(t, admin.token, "POST", "create_booking", {
      data: {
        court_id: court.id,
        date: "2026-11-27",
        start_time: "15:00",
        duration_int: 60,
        status: "p0",
        booking_type: "match",
        user_id: player.user.id,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inbox(admin.token)).toEqual([]);
    expect(await inbox(second.token)).toEqual([]);
  });
});

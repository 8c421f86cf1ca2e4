import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createAdmin, createClub, createPlayer, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { inboxOf, settle, startMailTestApp } from "../../../test/mail-inbox";
import { startPayment } from "../../../test/payment-helpers";
import {
  openRegister,
  payAtReception,
  staffCall,
  staffClub,
  walkIn,
} from "../../../test/staff-booking-helpers";

// Five days before Chile's 23-hour day (2026-09-06: 00:00 jumps to 01:00, UTC-4 becomes UTC-3).
const clock = testClock("2026-09-01T12:00:00Z");
const DST_DAY = "2026-09-06";

/** A player books 90 minutes at 10:00 on `court`. */
const bookTenOClock = (t: TestApp, token: string, court: { id: number; clubId: number }, date = DST_DAY) =>
  t.app.inject({
    method: "POST",
    url: "/api/booking/create_booking",
    headers: bearer(token),
    payload: { club_id: court.clubId, court_id: court.id, date, start_time: "10:00", duration_int: 90 },
  });

describe(`booking e-mails (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startMailTestApp>>["smtp"];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await startMailTestApp(clock.now));
  });
  afterAll(() => close());

  const mailsTo = (address: string) => inboxOf(smtp).mailsTo(address);
  const received = (address: string, count: number, subject?: string) =>
    inboxOf(smtp).received(address, count, subject);

  async function book(club: { onlinePaymentPercentage?: number } = {}, date = DST_DAY) {
    const row = await createClub(t.ctx.db, club);
    const court = await createBookableCourt(t.ctx.db, row.id, { name: "Cancha Central" });
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const res = await bookTenOClock(t, player.token, court, date);
    expect(res.statusCode, res.body).toBe(200);
    return { club: row, court, player, booking: res.json() as { id: number; slug: string } };
  }

  /** The booking's calendar file, parsed by ical.js: METHOD and the event's instants. */
  function calendarOf(mail: ParsedMail) {
    const [file] = mail.attachments;
    if (!file) throw new Error("sin adjunto");
    expect(file.contentType).toBe("text/calendar");
    expect(file.filename).toBe(`reserva-${DST_DAY}-1000.ics`);
    const calendar = new ICAL.Component(ICAL.parse(file.content.toString("utf8")));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    return {
      method: calendar.getFirstPropertyValue("method"),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location,
    };
  }

  it("confirms at once, with the calendar file in UTC, when the club asks no online payment", async () => {
    const { club, player } = await book({ onlinePaymentPercentage: 0 });
    const [mail] = await received(player.user.email, 1);
    expect(mail?.subject).toBe("Tu reserva está confirmada");
    expect(mail?.text).toContain(`Club: ${club.name}`);
    expect(mail?.text).toContain("Cancha: Cancha Central");
    expect(mail?.text).toContain("Fecha: Domingo, 6 de septiembre de 2026");
    expect(mail?.text).toContain("Hora: 10:00–11:30 (1 h 30 min)");
    expect(mail?.text).toContain("Precio: $22.000");
    expect(mail?.text).toContain("Estado: Por pagar");
    expect(mail?.text).toContain("https://club.example.cl/reservas");
    if (!mail) throw new Error("sin correo");
    // 10:00 on the day the clock jumped forward is already summer time (UTC-3).
    expect(calendarOf(mail)).toEqual({
      method: "PUBLISH",
      start: "2026-09-06T13:00:00.000Z",
      end: "2026-09-06T14:30:00.000Z",
      summary: "Pádel: Cancha Central",
      location: club.name,
    });
  });

  it("answers the booking without waiting for a slow mail server", async () => {
    const release = smtp.hold();
    try {
      const { player } = await book();
      await expect.poll(() => smtp.recipients.includes(player.user.email), { timeout: 10_000 }).toBe(true);
      expect(mailsTo(player.user.email)).toHaveLength(0);
      release();
      await received(player.user.email, 1);
    } finally {
      release();
    }
  });

  it("holds back a booking that waits for its payment, then confirms once however often the gateway returns", async () => {
    const { player, booking } = await book({ onlinePaymentPercentage: 50 });
    await settle();
    expect(mailsTo(player.user.email)).toHaveLength(0);

    const started = await startPayment(t, player.token, booking.slug, 50);
    expect(started.statusCode, started.body).toBe(200);
    const decided = await t.app.inject({
      method: "POST",
      url: started.json().redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approve",
    });
    const back = String(decided.headers.location);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: "GET", url: back });
      expect(res.headers.location).toBe(`/payment/${booking.slug}?resultado=pagado`);
    }
    const [mail] = await received(player.user.email, 1, "Tu reserva está confirmada");
    expect(mail?.text).toContain("Estado: Abonado");
    if (!mail) throw new Error("sin correo");
    expect(calendarOf(mail).start).toBe("2026-09-06T13:00:00.000Z");

    // Paying the rest does not confirm it again.
    const rest = await startPayment(t, player.token, booking.slug, 100);
    const restDecided = await t.app.inject({
      method: "POST",
      url: rest.json().redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approve",
    });
    await t.app.inject({ method: "GET", url: String(restDecided.headers.location) });
    await received(player.user.email, 1, "Tu reserva está confirmada");
  });

  it("confirms a held booking the player pays at reception, once", async () => {
    const { club, player, booking } = await book({ onlinePaymentPercentage: 50 });
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    await openRegister(t, admin);
    expect((await payAtReception(t, admin.token, booking.id, "cash", 50)).statusCode).toBe(200);
    expect((await payAtReception(t, admin.token, booking.id, "debit", 100)).statusCode).toBe(200);
    const [mail] = await received(player.user.email, 1);
    expect(mail?.text).toContain("Estado: Abonado");
  });

  it("confirms each booking the front desk makes for a player of the club, with its calendar file", async () => {
    const { admin, court } = await staffClub(t);
    const player = { user: await createUser(t.ctx.db, { clubId: admin.clubId }) };
    const res = await staffCall(
      t,
      admin.token,
      "POST",
      "create_booking",
      walkIn(court, DST_DAY, "10:00", {
        duration_int: 90,
        user_id: player.user.id,
        walk_in_name: undefined,
        walk_in_phone: undefined,
        repeat_weeks: 2,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    // The date and the two weeks after it.
    expect(res.json().created).toHaveLength(3);
    const mails = await received(player.user.email, 3);
    expect(mails.map((m) => m.attachments.length)).toEqual([1, 1, 1]);
  });

  it("tells the player why the club cancelled their booking", async () => {
    const { club, player, booking } = await book();
    await received(player.user.email, 1);
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const res = await staffCall(t, admin.token, "PUT", `cancel_booking/${booking.id}`, {
      reason: "Cancha inundada por la lluvia",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, mail] = await received(player.user.email, 2);
    expect(mail?.subject).toBe("El club canceló tu reserva");
    expect(mail?.text).toContain(`${club.name} canceló tu reserva.`);
    expect(mail?.text).toContain("Motivo: Cancha inundada por la lluvia");
    expect(mail?.text).toContain("Hora: 10:00–11:30 (1 h 30 min)");
    expect(mail?.attachments).toHaveLength(0);
  });

  it("sends nothing when a walk-in's booking is cancelled", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const court = await createBookableCourt(t.ctx.db, admin.clubId);
    const created = await staffCall(
      t,
      admin.token,
      "POST",
      "create_booking",
      walkIn(court, DST_DAY, "12:00"),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().created[0].id as number;
    const before = smtp.recipients.length;
    const res = await staffCall(t, admin.token, "PUT", `cancel_booking/${id}`, { reason: "No vino" });
    expect(res.statusCode).toBe(200);
    await settle();
    expect(smtp.recipients.length).toBe(before);
  });
});

describe("booking e-mails without SMTP", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: clock.now,
      config: { logLevel: "info" },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it("logs that a confirmation was not sent, never its text or its recipient", async () => {
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id, { name: "Cancha Reservada" });
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const res = await bookTenOClock(t, player.token, court);
    expect(res.statusCode, res.body).toBe(200);
    await expect
      .poll(() => lines.some((line) => line.includes("correo (sin SMTP)")), { timeout: 10_000 })
      .toBe(true);
    const logged = lines.find((line) => line.includes("correo (sin SMTP)")) ?? "";
    expect(JSON.parse(logged)).toMatchObject({ mail: { subject: "Tu reserva está confirmada" } });
    const log = lines.join("");
    for (const secret of [player.user.email, player.user.name, "Cancha Reservada", club.name, "$22.000"]) {
      expect(log).not.toContain(secret);
    }
  });
});

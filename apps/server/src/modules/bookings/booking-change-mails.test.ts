import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createClub, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { inboxOf } from "../../../test/mail-inbox";
import { startPayment } from "../../../test/payment-helpers";
import { startSmtpCatcher } from "../../../test/smtp-catcher";

const clock = testClock("2026-09-01T12:00:00Z");
const RECEIPT = "Recibimos tu pago";

describe(`e-mails when a booking is cancelled or paid online (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      now: clock.now,
      config: { smtpUrl: smtp.url, publicUrl: "https://club.example.cl" },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const received = (address: string, count: number, subject: string) =>
    inboxOf(smtp).received(address, count, subject);

  /** A player's 90 minutes at 10:00 on a Thursday, at a club asking 50 % online: 22.000 pesos, held. */
  async function book() {
    const club = await createClub(t.ctx.db, { onlinePaymentPercentage: 50 });
    const court = await createBookableCourt(t.ctx.db, club.id, { name: "Cancha Central" });
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(player.token),
      payload: {
        club_id: club.id,
        court_id: court.id,
        date: "2026-09-10",
        start_time: "10:00",
        duration_int: 90,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { club, player, booking: res.json() as { id: number; slug: string } };
  }

  /** Pays `percentage` through the test gateway with `decision`; answers the return's address. */
  async function payOnline(token: string, slug: string, percentage: number, decision: string) {
    const started = await startPayment(t, token, slug, percentage);
    expect(started.statusCode, started.body).toBe(200);
    const decided = await t.app.inject({
      method: "POST",
      url: started.json().redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `decision=${decision}`,
    });
    const back = String(decided.headers.location);
    await t.app.inject({ method: "GET", url: back });
    return back;
  }

  it("sends a receipt for each online payment, once however often the gateway returns; none for a rejected one", async () => {
    const { player, booking } = await book();
    await payOnline(player.token, booking.slug, 50, "reject");
    const back = await payOnline(player.token, booking.slug, 50, "approve");
    await t.app.inject({ method: "GET", url: back });
    const [deposit] = await received(player.user.email, 1, RECEIPT);
    expect(deposit?.text).toContain("Recibimos tu pago en línea de $11.000 por tu reserva.");
    expect(deposit?.text).toContain("Medio: Pasarela de prueba (sin cobro real)");
    expect(deposit?.text).toMatch(/Código de autorización: \d{6}/);
    expect(deposit?.text).toContain("Pagado: $11.000 de $22.000");
    expect(deposit?.text).toContain("Estado: Abonado");
    expect(deposit?.text).toContain("Cancha: Cancha Central");
    expect(deposit?.text).toContain("Hora: 10:00–11:30 (1 h 30 min)");
    expect(deposit?.text).toContain("https://club.example.cl/reservas");
    expect(deposit?.text).not.toContain(booking.slug);

    await payOnline(player.token, booking.slug, 100, "approve");
    const [, rest] = await received(player.user.email, 2, RECEIPT);
    expect(rest?.text).toContain("Recibimos tu pago en línea de $11.000 por tu reserva.");
    expect(rest?.text).toContain("Pagado: $22.000 de $22.000");
    expect(rest?.text).toContain("Estado: Pagado");
  });

  it("tells the player they cancelled, with the reason, and that the club gives back what they paid", async () => {
    const { player, booking } = await book();
    await payOnline(player.token, booking.slug, 50, "approve");
    await received(player.user.email, 1, RECEIPT);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/booking/cancel_booking/${booking.slug}`,
      headers: bearer(player.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await received(player.user.email, 1, "Cancelaste tu reserva");
    expect(mail?.text).toContain("Cancelaste tu reserva. El horario quedó libre.");
    expect(mail?.text).toContain("Motivo: Cancelada por el jugador");
    expect(mail?.text).toContain("Fecha: Jueves, 10 de septiembre de 2026");
    expect(mail?.text).toContain("Hora: 10:00–11:30 (1 h 30 min)");
    expect(mail?.text).toContain(
      "Pagaste $11.000 por esta reserva: comunícate con el club por la devolución.",
    );
    expect(mail?.attachments).toHaveLength(0);

    // A second cancel is refused and mails nothing more.
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/booking/cancel_booking/${booking.slug}`,
      headers: bearer(player.token),
    });
    expect(again.statusCode).toBe(409);
    await received(player.user.email, 1, "Cancelaste tu reserva");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { bearer, onPostgres, type TestApp } from "../../../test/harness";
import { inboxOf, startMailTestApp } from "../../../test/mail-inbox";
import { playerWithBooking, startPayment } from "../../../test/payment-helpers";

const clock = testClock("2026-11-23T12:00:00Z");
const RECEIPT = "Recibimos tu pago";

describe(`e-mails when a booking is cancelled or paid online (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let inbox: ReturnType<typeof inboxOf>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const started = await startMailTestApp(clock.now);
    ({ t, close } = started);
    inbox = inboxOf(started.smtp);
  });
  afterAll(() => close());

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

  const cancel = (token: string, slug: string) =>
    t.app.inject({ method: "PUT", url: `/api/booking/cancel_booking/${slug}`, headers: bearer(token) });

  it("sends a receipt for each online payment, once however often the gateway returns; none for a rejected one", async () => {
    // 22.000 pesos at a club asking 50 % online.
    const { player, booking } = await playerWithBooking(t);
    await payOnline(player.token, booking.slug, 50, "reject");
    const back = await payOnline(player.token, booking.slug, 50, "approve");
    await t.app.inject({ method: "GET", url: back });
    const [deposit] = await inbox.received(player.user.email, 1, RECEIPT);
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
    const [, rest] = await inbox.received(player.user.email, 2, RECEIPT);
    expect(rest?.text).toContain("Recibimos tu pago en línea de $11.000 por tu reserva.");
    expect(rest?.text).toContain("Pagado: $22.000 de $22.000");
    expect(rest?.text).toContain("Estado: Pagado");
  });

  it("tells the player they cancelled, with the reason, and that the club gives back what they paid", async () => {
    const { player, booking } = await playerWithBooking(t);
    await payOnline(player.token, booking.slug, 50, "approve");
    await inbox.received(player.user.email, 1, RECEIPT);
    const res = await cancel(player.token, booking.slug);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await inbox.received(player.user.email, 1, "Cancelaste tu reserva");
    expect(mail?.text).toContain("Cancelaste tu reserva. El horario quedó libre.");
    expect(mail?.text).toContain("Motivo: Cancelada por el jugador");
    expect(mail?.text).toContain("Fecha: Martes, 24 de noviembre de 2026");
    expect(mail?.text).toContain("Hora: 10:00–11:30 (1 h 30 min)");
    expect(mail?.text).toContain(
      "Pagaste $11.000 por esta reserva: comunícate con el club por la devolución.",
    );
    expect(mail?.attachments).toHaveLength(0);

    // A second cancel is refused and mails nothing more.
    expect((await cancel(player.token, booking.slug)).statusCode).toBe(409);
    await inbox.received(player.user.email, 1, "Cancelaste tu reserva");
  });
});

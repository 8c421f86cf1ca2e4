import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createAdmin, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { jobsRun } from "../../../test/mail-inbox";
import {
  fullMatch,
  leaveMatch,
  matchPayments,
  payShare,
  setBookingPrice,
  sharesOf,
  shareToken,
} from "../../../test/match-shares-helpers";
import { bookingRow, startPayment, throughTestGateway } from "../../../test/payment-helpers";
import { reportCall } from "../../../test/report-helpers";
import { openRegister, staffCall } from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";
import { resolvePaymentGateway } from "../payments/payment-gateways";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`a match's shares (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  /** The player pays their share through the test gateway with `decision`; answers where they land. */
  async function pay(token: string, slug: string, decision = "approve") {
    const res = await payShare(t, token, slug);
    expect(res.statusCode, res.body).toBe(200);
    return throughTestGateway(t, res.json().redirect_url, decision);
  }

  it("lets each player pay their share once the booking holds its court; it is paid when the shares cover it", async () => {
    const { booker, booking, slug, joiners } = await fullMatch(t, { bookerPays: 0 });
    const [first, second, third] = joiners;
    if (!first || !second || !third) throw new Error("three joined");
    const held = await matchPayments(t, first.token, slug);
    expect(held.statusCode, held.body).toBe(200);
    const waiting = "Quien reservó aún no paga la reserva: podrás pagar tu parte cuando la confirme";
    expect(held.json()).toMatchObject({
      price: 22000,
      paid_amount: 0,
      covered: false,
      refund_policy: "refund",
      own_share: { amount: 5500, paid: false },
      blocked_reason: waiting,
    });
    expect(held.json().shares.map((s: { amount: number }) => s.amount)).toEqual([5500, 5500, 5500, 5500]);
    const early = await payShare(t, first.token, slug);
    expect([early.statusCode, early.json().error.message]).toEqual([409, waiting]);

    const half = await startPayment(t, booker.token, booking.slug, 50);
    await throughTestGateway(t, half.json().redirect_url, "approve");
    expect(await pay(first.token, slug)).toBe(`/match/${slug}?resultado=pagado`);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p50", paymentPercentage: 50 });
    expect(await pay(second.token, slug, "reject")).toBe(`/match/${slug}?resultado=rechazado`);
    expect(await pay(second.token, slug)).toBe(`/match/${slug}?resultado=pagado`);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p100", paymentPercentage: 100 });

    const seen = (await matchPayments(t, third.token, slug)).json();
    expect(seen).toMatchObject({
      paid_amount: 22000,
      covered: true,
      own_share: { amount: 5500, paid: false },
      blocked_reason: "La reserva ya está pagada completa: arregla tu parte con quien reservó",
    });
    const row = (s: { booker: boolean; paid_amount: number; status: string }) => [
      s.booker,
      s.paid_amount,
      s.status,
    ];
    expect(seen.shares.map(row)).toEqual([
      [true, 11000, "paid"],
      [false, 5500, "paid"],
      [false, 5500, "paid"],
      [false, 0, "covered"],
    ]);
    expect((await matchPayments(t, booker.token, slug)).json()).toMatchObject({ own_share: null });
    expect((await sharesOf(t, booking.id)).map((s) => [s.playerId, s.amount, s.status])).toEqual([
      [null, 11000, "paid"],
      [first.user.id, 5500, "paid"],
      [second.user.id, 5500, "rejected"],
      [second.user.id, 5500, "paid"],
    ]);
  });

  it("splits a price that does not divide by four so the shares sum to it, the leftover pesos on the booker", async () => {
    const { booking, slug, joiners } = await fullMatch(t);
    await setBookingPrice(t, booking.id, 25003);
    const seen = (await matchPayments(t, joiners[0]?.token ?? "", slug)).json();
    expect(seen.shares.map((s: { amount: number }) => s.amount)).toEqual([6253, 6250, 6250, 6250]);
  });

  it("takes a player's share once: two payments open at once, the second return finds it paid and charges nothing", async () => {
    const { booking, slug, joiners } = await fullMatch(t);
    const player = joiners[0];
    if (!player) throw new Error("joined");
    const one = await payShare(t, player.token, slug);
    const two = await payShare(t, player.token, slug);
    expect(await throughTestGateway(t, one.json().redirect_url, "approve")).toBe(
      `/match/${slug}?resultado=pagado`,
    );
    expect(await throughTestGateway(t, two.json().redirect_url, "approve")).toBe(
      `/match/${slug}?resultado=expirado`,
    );
    expect((await sharesOf(t, booking.id)).map((s) => s.status)).toEqual(["paid", "paid", "expired"]);
    const again = await payShare(t, player.token, slug);
    expect([again.statusCode, again.json().error.message]).toEqual([
      409,
      "Ya pagaste tu parte de este partido",
    ]);
  });

  it("gives a player who leaves their share back once, to their card, when the club's policy says so", async () => {
    const { club, booking, slug, joiners } = await fullMatch(t);
    const [player, other] = joiners;
    if (!player || !other) throw new Error("joined");
    await pay(player.token, slug);
    await pay(other.token, slug);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p100" });
    const token = await shareToken(t, booking.id, player.user.id);
    expect((await leaveMatch(t, player.token, slug)).statusCode).toBe(200);
    await jobsRun(t.ctx.db);
    const gateway = resolvePaymentGateway(t.ctx.config).test;
    expect(gateway?.refunded(token)).toBe(true);
    const told = await t.app.inject({
      method: "GET",
      url: "/api/user/get_notifications",
      headers: bearer(player.token),
    });
    expect(told.json().data).toMatchObject([
      {
        notification_type: "share_refunded",
        notification_title: "Te devolvimos tu parte",
        notification_link: `/match/${slug}`,
      },
    ]);
    expect((await sharesOf(t, booking.id)).map((s) => [s.playerId, s.status])).toEqual([
      [null, "paid"],
      [player.user.id, "refunded"],
      [other.user.id, "paid"],
    ]);
    // The booker's half and one share are left: the booking is back to half paid.
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p50", paymentPercentage: 50 });
    // The reports keep the share as sold when it was paid, and give it back as a refund when it was.
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const { sources } = await reportCall<{ sources: { source: string }[] }>(
      t,
      admin.token,
      "report/sales_by_source?start_date=2026-11-23&end_date=2026-11-23",
    );
    expect(sources.find((row) => row.source === "online")).toEqual({
      source: "online",
      gross: 22000,
      refunds: 5500,
      net: 16500,
      sales_count: 3,
      refunds_count: 1,
    });
    expect((await matchPayments(t, other.token, slug)).json().paid_amount).toBe(16500);
    // Back in and out again: nothing more to give back.
    const back = await t.app.inject({
      method: "POST",
      url: `/api/match/join_match/${slug}`,
      headers: bearer(player.token),
      payload: {},
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await leaveMatch(t, player.token, slug)).statusCode).toBe(200);
    expect((await sharesOf(t, booking.id)).filter((s) => s.status === "refunded")).toHaveLength(1);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p50", paymentPercentage: 50 });
  });

  it("keeps the share of a player who leaves when the club keeps it, and says so before they pay", async () => {
    const { booking, slug, joiners } = await fullMatch(t, { club: { matchShareRefund: "keep" } });
    const player = joiners[0];
    if (!player) throw new Error("joined");
    expect((await matchPayments(t, player.token, slug)).json().refund_policy).toBe("keep");
    await pay(player.token, slug);
    expect((await leaveMatch(t, player.token, slug)).statusCode).toBe(200);
    expect((await sharesOf(t, booking.id)).map((s) => s.status)).toEqual(["paid", "paid"]);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p50", paymentPercentage: 50 });
    expect((await matchPayments(t, joiners[1]?.token ?? "", slug)).json().paid_amount).toBe(16500);
  });

  /** A player's inbox, each notice as "type: message". */
  const inboxOf = async (token: string) => {
    const inbox = await t.app.inject({
      method: "GET",
      url: "/api/user/get_notifications",
      headers: bearer(token),
    });
    return (inbox.json().data as { notification_type: string; notification_message: string }[]).map(
      (notice) => `${notice.notification_type}: ${notice.notification_message}`,
    );
  };

  it("gives every paid share back when the booking is cancelled, by its booker or by the club", async () => {
    const gateway = resolvePaymentGateway(t.ctx.config).test;
    for (const by of ["booker", "club"] as const) {
      const { club, booker, booking, slug, joiners } = await fullMatch(t, {
        club: { matchShareRefund: "keep" },
      });
      const [first, second] = joiners;
      if (!first || !second) throw new Error("joined");
      await pay(first.token, slug);
      await pay(second.token, slug);
      const cancelled =
        by === "booker"
          ? await t.app.inject({
              method: "PUT",
              url: `/api/booking/cancel_booking/${booking.slug}`,
              headers: bearer(booker.token),
            })
          : await t.app.inject({
              method: "PUT",
              url: `/api/admin/booking/cancel_booking/${booking.id}`,
              headers: bearer((await createAdmin(t.ctx.db, t.ctx.tokens, club.id)).token),
              payload: { reason: "Lluvia" },
            });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // The club's answer already counts the shares given back: the booker's half is all that is paid.
      if (by === "club") expect(cancelled.json().data.paid_amount).toBe(11000);
      await jobsRun(t.ctx.db);
      expect((await sharesOf(t, booking.id)).map((s) => s.status)).toEqual(["paid", "refunded", "refunded"]);
      for (const player of [first, second]) {
        expect(gateway?.refunded(await shareToken(t, booking.id, player.user.id))).toBe(true);
      }
      // Every player who joined hears the match is off; those who paid, that their share is coming back.
      const who = by === "club" ? "El club canceló la reserva." : "Quien reservó canceló la reserva.";
      for (const [i, player] of joiners.entries()) {
        const told = await inboxOf(player.token);
        expect(told.filter((line) => line.startsWith("match_cancelled: "))).toEqual([
          expect.stringMatching(new RegExp(`^match_cancelled: Cancha .+ ${who}$`)),
        ]);
        expect(told.filter((line) => line.startsWith("share_refunded: "))).toHaveLength(i < 2 ? 1 : 0);
      }
      expect((await inboxOf(booker.token)).filter((line) => line.startsWith("match_cancelled"))).toEqual([]);
    }
  });

  it("takes a player's share at the counter, once, into the operator's register, at a club without online payments", async () => {
    const { club, booker, booking, slug, joiners } = await fullMatch(t, {
      club: { onlinePaymentPercentage: 0 },
      bookerPays: 0,
    });
    const [first, second] = joiners;
    if (!first || !second) throw new Error("joined");
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    await openRegister(t, admin);
    const charge = (playerId: number) =>
      staffCall(t, admin.token, "POST", `pay_booking/${booking.id}`, { method: "cash", player_id: playerId });
    const detail = (await staffCall(t, admin.token, "GET", `find_booking/${booking.id}`)).json();
    expect(detail.match_shares).toEqual(
      joiners.map((j) => ({ player_id: j.user.id, name: "Nombre Apellido", amount: 5500, paid: false })),
    );
    const taken = await charge(first.user.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.match_shares.map((s: { paid: boolean }) => s.paid)).toEqual([
      true,
      false,
      false,
    ]);
    expect(taken.json().data.paid_amount).toBe(5500);
    const again = await charge(first.user.id);
    expect([again.statusCode, again.json().error.message]).toEqual([409, "Ese jugador ya pagó su parte"]);
    // Anyone not in the match, of this club (its booker too) or another, is the same 404 as a missing id.
    const missing = (await charge(2_000_000_000)).json().error;
    expect(missing).toMatchObject({ code: "NOT_FOUND", message: "Jugador no encontrado" });
    const stranger = await createPlayer(t.ctx.db, t.ctx.tokens);
    const otherClubs = await createAdmin(t.ctx.db, t.ctx.tokens);
    for (const id of [stranger.user.id, otherClubs.user.id, booker.user.id]) {
      const refused = await charge(id);
      expect([refused.statusCode, refused.json().error.message]).toEqual([404, missing.message]);
    }
    const both = await staffCall(t, admin.token, "POST", `pay_booking/${booking.id}`, {
      method: "cash",
      percentage: 100,
      player_id: second.user.id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.details).toEqual([expect.objectContaining({ field: "percentage" })]);
    // The booker pays the rest: the booking is paid.
    expect(
      (
        await staffCall(t, admin.token, "POST", `pay_booking/${booking.id}`, {
          method: "debit",
          percentage: 100,
        })
      ).statusCode,
    ).toBe(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p100", paymentPercentage: 100 });
    expect((await matchPayments(t, first.token, slug)).json()).toMatchObject({
      covered: true,
      own_share: { amount: 5500, paid: true },
    });
    // Cash taken at the counter is handed back there, by the club: leaving leaves it paid here.
    expect((await leaveMatch(t, first.token, slug)).statusCode).toBe(200);
    expect((await sharesOf(t, booking.id)).map((s) => [s.playerId, s.status])).toEqual([
      [first.user.id, "paid"],
      [null, "paid"],
    ]);
  });

  it("refuses the booker, a player not in the match, no token, an unknown match, a booking paid in full and a club without online payments", async () => {
    const { club, booker, slug, joiners } = await fullMatch(t, { bookerPays: 100 });
    const joiner = joiners[0];
    if (!joiner) throw new Error("joined");
    // The booker paid it whole: the others owe their shares to the booker, not to the club.
    const bill = (await matchPayments(t, joiner.token, slug)).json();
    expect([bill.covered, ...bill.shares.map((s: { status: string }) => s.status)]).toEqual([
      true,
      "paid",
      "covered",
      "covered",
      "covered",
    ]);
    const outsider = await createPlayer(t.ctx.db, t.ctx.tokens);
    const bookerPays = await payShare(t, booker.token, slug);
    expect([bookerPays.statusCode, bookerPays.json().error.message]).toEqual([
      409,
      "Reservaste esta cancha: paga la reserva desde Mis reservas",
    ]);
    const outsiderPays = await payShare(t, outsider.token, slug);
    expect([outsiderPays.statusCode, outsiderPays.json().error.message]).toEqual([
      409,
      "Únete al partido para pagar tu parte",
    ]);
    expect((await matchPayments(t, outsider.token, slug)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: `/api/match/pay_share/${slug}` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: "GET", url: `/api/match/get_match_payments/${slug}` })).statusCode,
    ).toBe(401);
    expect((await payShare(t, outsider.token, "no-existe-1")).statusCode).toBe(404);
    const late = await payShare(t, joiners[0]?.token ?? "", slug);
    expect([late.statusCode, late.json().error.message]).toEqual([
      409,
      "La reserva ya está pagada completa: arregla tu parte con quien reservó",
    ]);
    // A club that stopped taking payments online, whose booking was paid whole: the booker is who to pay.
    await stored(t.ctx.db)`update clubs set online_payment_percentage = 0 where id = ${club.id}`;
    const paidWhole = await matchPayments(t, joiners[1]?.token ?? "", slug);
    expect(paidWhole.json().blocked_reason).toBe(
      "La reserva ya está pagada completa: arregla tu parte con quien reservó",
    );
    const counter = await fullMatch(t, { club: { onlinePaymentPercentage: 0 }, bookerPays: 0 });
    const atCounter = await payShare(t, counter.joiners[0]?.token ?? "", counter.slug);
    expect([atCounter.statusCode, atCounter.json().error.message]).toEqual([
      409,
      "Este club no recibe pagos en línea: paga tu parte en recepción",
    ]);
  });
});

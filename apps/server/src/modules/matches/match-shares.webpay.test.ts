import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createAdmin } from "../../../test/factories";
import {
  type FakeWebpay,
  startFakeWebpay,
  WEBPAY_TEST_CREDENTIALS,
  webpayConfigFor,
} from "../../../test/fake-webpay";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { jobsRun, settle } from "../../../test/mail-inbox";
import { fullMatch, leaveMatch, payShare, sharesOf } from "../../../test/match-shares-helpers";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`a match's share through Webpay (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let webpay: FakeWebpay;
  beforeAll(async () => {
    webpay = await startFakeWebpay(WEBPAY_TEST_CREDENTIALS);
    t = await createTestApp({ now: clock.now, config: webpayConfigFor(webpay) });
  });
  afterAll(async () => {
    await t.close();
    await webpay.close();
  });

  const back = async (token: string) =>
    String(
      (await t.app.inject({ method: "GET", url: `/api/payment/return?token_ws=${token}` })).headers.location,
    );

  it("gives back a share the card paid though its commit's answer was lost, when it is no longer owed", async () => {
    const { booking, slug, joiners } = await fullMatch(t);
    const player = joiners[0];
    if (!player) throw new Error("joined");
    const started = await payShare(t, player.token, slug);
    const token = started.json().post_fields.token_ws as string;
    // The commit goes through at Webpay, but neither its answer nor the status reaches us.
    webpay.loseAnswers(true, true);
    try {
      expect(await back(token)).toBe(`/match/${slug}?resultado=pendiente`);
    } finally {
      webpay.loseAnswers(false);
    }
    expect((await leaveMatch(t, player.token, slug)).statusCode).toBe(200);
    // The player came back later: the share is no longer owed, yet Webpay says it was charged.
    expect(await back(token)).toBe(`/match/${slug}?resultado=expirado`);
    await jobsRun(t.ctx.db);
    expect(webpay.transaction(token)?.refunds).toBe(1);
    const theirs = (await sharesOf(t, booking.id)).filter((s) => s.playerId === player.user.id);
    expect(theirs.map((s) => s.status)).toEqual(["refunded"]);
  });

  it("tells the club's administrators, once, of a share it could not give back after its last attempt", async () => {
    const { club, booking, slug, joiners } = await fullMatch(t);
    const player = joiners[0];
    if (!player) throw new Error("joined");
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const notices = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/notification/get_notifications",
          headers: bearer(admin.token),
        })
      )
        .json()
        .data.filter((n: { notification_type: string }) => n.notification_type === "share_refund_failed");
    const token = (await payShare(t, player.token, slug)).json().post_fields.token_ws as string;
    expect(await back(token)).toBe(`/match/${slug}?resultado=pagado`);
    webpay.refuseRefunds(true);
    try {
      expect((await leaveMatch(t, player.token, slug)).statusCode).toBe(200);
      // A failed attempt is set for later (read once its claim is let go), until the 26th.
      const retriedAfter = async (attempts: number) =>
        (
          await stored<{ due: boolean }>(t.ctx.db)`
          select run_at > now() as due from jobs
          where kind = 'share-refund' and locked_until is null and attempts = ${attempts}
            and last_error = 'GatewayError' and failed_at is null`
        )[0]?.due;
      const claimAgainAfter = async (attempts: number) => {
        await stored(t.ctx.db)`
          update jobs set attempts = ${attempts}, run_at = now() where kind = 'share-refund'`;
        await stored(t.ctx.db)`select pg_notify('jobs_due', '')`;
      };
      await expect.poll(() => retriedAfter(1)).toBe(true);
      // Past the runner's default of 8 attempts, a refund is still tried again.
      await claimAgainAfter(8);
      await expect.poll(() => retriedAfter(9)).toBe(true);
      expect(await notices()).toEqual([]);
      await claimAgainAfter(25);
      await expect.poll(notices).toHaveLength(1);
    } finally {
      webpay.refuseRefunds(false);
    }
    await settle();
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      notification_title: "Devolución pendiente",
      notification_link: `/admin/reservas/${booking.id}`,
    });
    expect(notice.notification_message).toContain(`${player.user.name} ${player.user.lastname} ($5.500)`);
    expect(webpay.transaction(token)?.refunds).toBe(0);
    const [job] = await stored<{ failed: boolean }>(
      t.ctx.db,
    )`select failed_at is not null as failed from jobs where kind = 'share-refund'`;
    expect(job?.failed).toBe(true);
  });
});

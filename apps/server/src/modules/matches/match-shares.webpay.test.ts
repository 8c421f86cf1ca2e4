import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import {
  type FakeWebpay,
  startFakeWebpay,
  WEBPAY_TEST_CREDENTIALS,
  webpayConfigFor,
} from "../../../test/fake-webpay";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { jobsRun } from "../../../test/mail-inbox";
import { fullMatch, leaveMatch, payShare, sharesOf } from "../../../test/match-shares-helpers";

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
});

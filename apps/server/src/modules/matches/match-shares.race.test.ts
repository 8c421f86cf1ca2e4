import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { jobsRun } from "../../../test/mail-inbox";
import { fullMatch, payShare, sharesOf } from "../../../test/match-shares-helpers";
import { bookingRow } from "../../../test/payment-helpers";

const N = 6;
const clock = testClock("2026-11-23T12:00:00Z");

describe(`a match's shares under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  let base: string;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  /** The player opens a share payment and approves it on the test gateway's page: its return, not yet taken. */
  async function approvedReturn(token: string, slug: string) {
    const started = await payShare(t, token, slug);
    expect(started.statusCode, started.body).toBe(200);
    const decided = await t.app.inject({
      method: "POST",
      url: started.json().redirect_url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approve",
    });
    return `${base}${decided.headers.location}`;
  }

  const back = (url: string) => fetch(url, { redirect: "manual" });

  it(`takes a player's share once when the returns of ${N} payments of theirs arrive at once`, async () => {
    const { booking, slug, joiners } = await fullMatch(t);
    const player = joiners[0];
    if (!player) throw new Error("joined");
    const returns: string[] = [];
    for (let i = 0; i < N; i++) returns.push(await approvedReturn(player.token, slug));
    const landed = await Promise.all(returns.map(back));
    const where = landed.map((r) => r.headers.get("location"));
    expect(where.filter((l) => l === `/match/${slug}?resultado=pagado`)).toHaveLength(1);
    expect(where.filter((l) => l === `/match/${slug}?resultado=expirado`)).toHaveLength(N - 1);
    const shares = (await sharesOf(t, booking.id)).filter((s) => s.playerId === player.user.id);
    expect(shares.filter((s) => s.status === "paid")).toHaveLength(1);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p50", paymentPercentage: 50 });
  });

  it("never keeps the share of a player whose leaving races its payment's return", async () => {
    for (let round = 0; round < 3; round++) {
      const { booking, slug, joiners } = await fullMatch(t);
      const player = joiners[0];
      if (!player) throw new Error("joined");
      const url = await approvedReturn(player.token, slug);
      const [left] = await Promise.all([
        t.send("PUT", `/api/match/leave_match/${slug}`, player.token, {}),
        back(url),
      ]);
      expect(left.status).toBe(200);
      await jobsRun(t.ctx.db);
      const theirs = (await sharesOf(t, booking.id)).filter((s) => s.playerId === player.user.id);
      // Paid then given back, or never committed: either way nothing of theirs stays paid.
      expect(theirs.map((s) => s.status)).toEqual([expect.stringMatching(/^(refunded|expired)$/)]);
      expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p50", paymentPercentage: 50 });
    }
  });
});

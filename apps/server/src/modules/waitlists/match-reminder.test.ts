import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { onPostgres } from "../../../test/harness";
import { inboxOf, startMailTestApp } from "../../../test/mail-inbox";
import { stored } from "../../../test/stored";
import { waitlistScenes } from "../../../test/waitlist-scenes";
import { enqueueJob } from "../jobs/job-types";
import { matchReminderJob } from "./waitlist.jobs";

const clock = testClock("2027-03-01T12:00:00Z");
// 24 hours (the default) before 19:00 on 3 March in Santiago (22:00Z), and a moment after.
const REMIND_AT = "2027-03-02T22:00:00.000Z";
const AFTER_REMIND = "2027-03-02T22:01:00Z";

describe(`the "match not full" reminder (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let mail: Awaited<ReturnType<typeof startMailTestApp>>;
  beforeAll(async () => {
    mail = await startMailTestApp(clock.now);
  });
  afterAll(() => mail.close());
  const { call, match, runJobs, noticesOf } = waitlistScenes(() => mail.t, clock);
  const reminderJobs = (matchId: number) =>
    stored<{ run_at: string }>(mail.t.ctx.db)`
      select to_char(run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as run_at from jobs
      where kind = 'match-reminder' and (payload->>'matchId')::int = ${matchId}`;
  const matchIdOf = (slug: string) => Number(slug.slice(16));

  it("tells the booker and the players, in the app and by e-mail, once, when the match still has free places", async () => {
    const { slug, booker, players } = await match({ openPlaces: 3, joined: 1 });
    expect(await reminderJobs(matchIdOf(slug))).toEqual([{ run_at: "2027-03-02T22:00:05" }]);
    await runJobs("match-reminder", AFTER_REMIND);
    const joined = players[0];
    if (!joined) throw new Error("no player");
    for (const person of [booker, joined]) {
      expect(await noticesOf(person.id)).toEqual([
        {
          type: "match_not_full",
          title: "Tu partido aún no está completo",
          message: expect.stringMatching(
            /, miércoles, 3 de marzo, 19:00 a 20:30: faltan 2 jugadores\. Comparte/,
          ),
          link: `/match/${slug}`,
        },
      ]);
      const [reminder] = await inboxOf(mail.smtp).received(
        person.email,
        1,
        "Tu partido aún no está completo",
      );
      expect(reminder?.text).toContain(`https://club.example.cl/match/${slug}`);
    }
    // The queue delivers at least once: a second run of the same reminder tells nobody again.
    await enqueueJob(mail.t.ctx.db, matchReminderJob, {
      clubId: 0,
      matchId: matchIdOf(slug),
      remindAt: REMIND_AT,
    });
    await runJobs("match-reminder", AFTER_REMIND);
    expect(await noticesOf(booker.id)).toHaveLength(1);
  });

  it("tells nobody when the match filled up or its booking was cancelled; a club with 0 owes none", async () => {
    const full = await match({ openPlaces: 1 });
    const cancelled = await match({ openPlaces: 2, joined: 0 });
    expect(
      (await call("PUT", `/api/booking/cancel_booking/${cancelled.bookingSlug}`, cancelled.booker.token))
        .statusCode,
    ).toBe(200);
    await runJobs("match-reminder", AFTER_REMIND);
    expect(await noticesOf(full.booker.id)).toEqual([]);
    expect(await noticesOf(cancelled.booker.id)).toEqual([]);
    const off = await match({ openPlaces: 2, joined: 0, club: { matchReminderHours: 0 } });
    expect(await reminderJobs(matchIdOf(off.slug))).toEqual([]);
  });
});

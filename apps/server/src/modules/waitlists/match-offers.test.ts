import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { onPostgres } from "../../../test/harness";
import { inboxOf, startMailTestApp } from "../../../test/mail-inbox";
import { BEFORE, waitlistScenes } from "../../../test/waitlist-scenes";

const clock = testClock(BEFORE);
// A player leaves at 17:00 on the day (20:00Z); the club keeps a place 40 minutes: until 17:40.
const LEFT_AT = "2027-03-03T20:00:00Z";
const AFTER_OFFER = "2027-03-03T20:41:00Z";

describe(`offers of a freed place (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let mail: Awaited<ReturnType<typeof startMailTestApp>>;
  beforeAll(async () => {
    mail = await startMailTestApp(clock.now);
  });
  afterAll(() => mail.close());
  const { call, player, match, runJobs, noticesOf } = waitlistScenes(() => mail.t, clock);

  /** A full match of two places with two players waiting (first, then second). */
  async function lineUp() {
    const scene = await match({ openPlaces: 2, club: { waitlistOfferMinutes: 40 } });
    const first = await player();
    const second = await player();
    for (const waiting of [first, second]) {
      expect((await call("POST", `/api/match/join_waitlist/${scene.slug}`, waiting.token)).statusCode).toBe(
        200,
      );
    }
    clock.set(LEFT_AT);
    const leaver = scene.players[0];
    if (!leaver) throw new Error("no player");
    const left = await call("PUT", `/api/match/leave_match/${scene.slug}`, leaver.token);
    expect(left.statusCode, left.body).toBe(200);
    return { ...scene, first, second, leaver };
  }

  it("keeps a freed place for the first in line, tells them in the app and by e-mail, and only they take it", async () => {
    const { slug, first, second } = await lineUp();
    expect(await noticesOf(first.id)).toEqual([
      {
        type: "match_waitlist_offer",
        title: "Se liberó un cupo en el partido que esperas",
        message: expect.stringMatching(
          /^Cancha 2 de Club .+, miércoles, 3 de marzo, 19:00 a 20:30\. Te guardamos el cupo hasta las 17:40: únete/,
        ),
        link: `/match/${slug}`,
      },
    ]);
    expect(await noticesOf(second.id)).toEqual([]);
    const [offerMail] = await inboxOf(mail.smtp).received(first.email, 1);
    expect(offerMail?.subject).toBe("Se liberó un cupo en el partido que esperas");
    expect(offerMail?.text).toContain(`https://club.example.cl/match/${slug}`);
    expect(offerMail?.text).toContain("hasta las 17:40");

    const page = (await call("GET", `/api/match/find_match/${slug}`, first.token)).json();
    expect(page).toMatchObject({
      free_places: 1,
      waitlist: {
        waiting: 2,
        held_places: 1,
        mine: { place: 1, offer: { ends_at: "2027-03-03T20:40:00.000Z", end_time: "17:40" } },
      },
    });
    const other = await call("POST", `/api/match/join_match/${slug}`, (await player()).token, {});
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      error: { message: expect.stringContaining("guardado por unos minutos") },
    });
    expect((await call("POST", `/api/match/join_match/${slug}`, second.token, {})).statusCode).toBe(409);

    const taken = await call("POST", `/api/match/join_match/${slug}`, first.token, {});
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({
      free_places: 0,
      waitlist: { waiting: 1, held_places: 0, mine: null },
    });
    // Its end finds the place taken: nobody else is offered anything.
    await runJobs("waitlist-offer-end", AFTER_OFFER);
    expect(await noticesOf(second.id)).toEqual([]);
  });

  it("passes the place to the next in line when the offer runs out, once", async () => {
    const { slug, first, second } = await lineUp();
    await runJobs("waitlist-offer-end", AFTER_OFFER);
    expect((await call("GET", `/api/match/find_match/${slug}`, first.token)).json()).toMatchObject({
      waitlist: { waiting: 1, held_places: 1, mine: null },
    });
    const [notice] = await noticesOf(second.id);
    expect(notice?.message).toContain("hasta las 18:21");
    await inboxOf(mail.smtp).received(second.email, 1);
    expect((await call("POST", `/api/match/join_match/${slug}`, first.token, {})).statusCode).toBe(409);
    const taken = await call("POST", `/api/match/join_match/${slug}`, second.token, {});
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await noticesOf(second.id)).toHaveLength(1);
  });

  it("passes a place at once when its holder leaves the line", async () => {
    const { slug, first, second } = await lineUp();
    const left = await call("PUT", `/api/match/leave_waitlist/${slug}`, first.token);
    expect(left.json()).toEqual({ waiting: 1, held_places: 1, mine: null });
    expect((await noticesOf(second.id)).map((notice) => notice.type)).toEqual(["match_waitlist_offer"]);
  });
});

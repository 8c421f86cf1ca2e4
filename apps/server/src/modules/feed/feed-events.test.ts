import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createAdmin, createUser } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";

const BEFORE = "2026-11-23T12:00:00Z";
// 19:00 on 2026-11-25 in Santiago is 22:00 UTC: this is after the match.
const AFTER = "2026-11-26T01:00:00Z";
const clock = testClock(BEFORE);

type Item = {
  kind: string;
  match: { slug: string; court_name: string; start_time: string; category_range: string | null } | null;
  result: { sets: number[][]; winner_pair: number; pair_1: { username: string }[] } | null;
};

/** Matches and results reach the feed from the database, in the transaction of the event. */
describe(`club feed events (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function player(category: string) {
    const user = await createUser(t.ctx.db, { category });
    return { username: user.username, token: await t.ctx.tokens.sign(user.id) };
  }

  async function openMatch(
    clubId: number,
    token: string,
    startTime: string,
    options: { visibility: "public" | "link"; strongest_category?: string; weakest_category?: string },
  ) {
    const court = await createBookableCourt(t.ctx.db, clubId);
    const booked = await call("POST", "/api/booking/create_booking", token, {
      club_id: clubId,
      court_id: court.id,
      date: "2026-11-25",
      start_time: startTime,
      duration_int: 90,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const opened = await call("POST", "/api/match/create_match", token, {
      booking_slug: booked.json().slug,
      open_places: 3,
      ...options,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json().slug as string;
  }

  const matchItems = async (clubId: number, token: string) => {
    const answer = await call("GET", `/api/feed/get_feed?club_id=${clubId}&limit=50`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().items as Item[]).filter((item) => item.kind === "match");
  };

  it("shows a new public match to players in its range and to the administrator; a link-only one to no one", async () => {
    clock.set(BEFORE);
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const booker = await player("4ta");
    const ranged = await openMatch(admin.clubId, booker.token, "19:00", {
      visibility: "public",
      strongest_category: "M3ra",
      weakest_category: "M5ta",
    });
    const open = await openMatch(admin.clubId, booker.token, "10:00", { visibility: "public" });
    await openMatch(admin.clubId, booker.token, "12:00", { visibility: "link" });

    const inRange = await matchItems(admin.clubId, (await player("5ta")).token);
    expect(inRange.map((item) => item.match?.slug).sort()).toEqual([open, ranged].sort());
    expect(inRange.find((item) => item.match?.slug === ranged)?.match).toMatchObject({
      start_time: "19:00",
      category_range: "M3ra a M5ta",
    });
    const outOfRange = await matchItems(admin.clubId, (await player("B")).token);
    expect(outOfRange.map((item) => item.match?.slug)).toEqual([open]);
    const noCategory = await matchItems(admin.clubId, (await player("")).token);
    expect(noCategory.map((item) => item.match?.slug)).toEqual([open]);
    expect(await matchItems(admin.clubId, admin.token)).toHaveLength(2);
  });

  it("shows a result once the other pair confirms it, not while it is only reported", async () => {
    clock.set(BEFORE);
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const [booker, partner, rival1, rival2] = await Promise.all(["4ta", "4ta", "4ta", "4ta"].map(player));
    if (!booker || !partner || !rival1 || !rival2) throw new Error("players missing");
    const slug = await openMatch(admin.clubId, booker.token, "19:00", { visibility: "public" });
    for (const other of [partner, rival1, rival2]) {
      expect((await call("POST", `/api/match/join_match/${slug}`, other.token, {})).statusCode).toBe(200);
    }
    clock.set(AFTER);
    const reported = await call("POST", `/api/match/report_result/${slug}`, booker.token, {
      sets: [
        [6, 4],
        [6, 3],
      ],
      pair_1: [booker.username, partner.username],
      pair_2: [rival1.username, rival2.username],
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const results = async () =>
      (
        (await call("GET", `/api/feed/get_feed?club_id=${admin.clubId}`, partner.token)).json()
          .items as Item[]
      ).filter((item) => item.kind === "result");
    expect(await results()).toEqual([]);
    const confirmed = await call("PUT", `/api/match/confirm_result/${slug}`, rival1.token, { agree: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [result] = await results();
    expect(result?.result).toMatchObject({
      sets: [
        [6, 4],
        [6, 3],
      ],
      winner_pair: 1,
      pair_1: [{ username: booker.username }, { username: partner.username }],
    });
    expect(result?.match?.slug).toBe(slug);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { createClub, createUser } from "../../../test/factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { lockWaiters } from "../../../test/lock-waiters";
import { stored } from "../../../test/stored";

const N = 20;
const clock = testClock("2026-11-23T12:00:00Z");

describe(`join_match under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  /**
   * On one machine the requests barely overlap: each join is over before the next one reads. On
   * PostgreSQL the test holds every write to match_players (a SHARE lock on the table, which lets reads
   * through), fires the requests, waits until all of them wait on the database and lets go: whatever
   * they read before writing, only the code's own locking then decides who gets in. (PGlite runs one
   * transaction at a time on its one connection: there the requests simply go one by one.)
   */
  async function atOnce<T>(
    fire: () => Promise<T>,
    held: "match_players" | "match_results" = "match_players",
    waiters = N,
  ): Promise<T> {
    let answers: Promise<T> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      if (held === "match_players") await stored(tx)`lock table match_players in share mode`;
      else await stored(tx)`lock table match_results in share mode`;
      answers = fire();
      for (let i = 0; i < 200; i++) {
        if ((await lockWaiters(t.ctx.db)) >= waiters) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the requests never all waited on the database");
    });
    return answers as Promise<T>;
  }

  const tokenOf = async (category: string) =>
    t.ctx.tokens.sign((await createUser(t.ctx.db, { category })).id);

  it(`gives the last place to one of ${N} players asking at once; the rest get 409`, async () => {
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id);
    const booker = await tokenOf("4ta");
    const booked = await t.send("POST", "/api/booking/create_booking", booker, {
      club_id: club.id,
      court_id: court.id,
      date: "2026-11-25",
      start_time: "19:00",
      duration_int: 90,
    });
    expect(booked.status).toBe(200);
    const opened = await t.send("POST", "/api/match/create_match", booker, {
      booking_slug: (booked.body as { slug: string }).slug,
      open_places: 2,
      visibility: "public",
    });
    expect(opened.status).toBe(200);
    const { slug } = opened.body as { slug: string };
    expect((await t.send("POST", `/api/match/join_match/${slug}`, await tokenOf("5ta"), {})).status).toBe(
      200,
    );

    const racers = await Promise.all(Array.from({ length: N }, () => tokenOf("3ra")));
    const race = () =>
      Promise.all(racers.map((token) => t.send("POST", `/api/match/join_match/${slug}`, token, {})));
    const results = onPostgres ? await atOnce(race) : await race();
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(N - 1).fill(409)]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ error: { message: "El partido está completo" } });
    }
    const [live] = await stored<{ n: number }>(t.ctx.db)`
      select count(*)::int as n from match_players mp join matches m on m.id = mp.match_id
      where m.slug_token = ${slug.slice(0, 16)} and mp.left_at is null`;
    expect(live?.n).toBe(2);
  });

  it("moves the ratings once when both players of the other pair confirm at the same moment", async () => {
    clock.set("2026-11-23T12:00:00Z");
    const club = await createClub(t.ctx.db);
    const court = await createBookableCourt(t.ctx.db, club.id);
    const users = await Promise.all(
      Array.from({ length: 4 }, () => createUser(t.ctx.db, { category: "4ta" })),
    );
    const [booker, partner, rival1, rival2] = await Promise.all(users.map((u) => t.ctx.tokens.sign(u.id)));
    const booked = await t.send("POST", "/api/booking/create_booking", booker as string, {
      club_id: club.id,
      court_id: court.id,
      date: "2026-11-25",
      start_time: "21:00",
      duration_int: 60,
    });
    const opened = await t.send("POST", "/api/match/create_match", booker as string, {
      booking_slug: (booked.body as { slug: string }).slug,
      open_places: 3,
      visibility: "link",
    });
    const { slug } = opened.body as { slug: string };
    for (const token of [partner, rival1, rival2]) {
      expect((await t.send("POST", `/api/match/join_match/${slug}`, token as string, {})).status).toBe(200);
    }
    clock.set("2026-11-26T03:00:00Z");
    try {
      const [b, p, r1, r2] = users.map((u) => u.username);
      const reported = await t.send("POST", `/api/match/report_result/${slug}`, booker as string, {
        sets: [
          [6, 3],
          [6, 3],
        ],
        pair_1: [b, p],
        pair_2: [r1, r2],
      });
      expect(reported.status).toBe(200);
      const confirm = () =>
        Promise.all(
          [rival1, rival2].map((token) =>
            t.send("PUT", `/api/match/confirm_result/${slug}`, token as string, { agree: true }),
          ),
        );
      const results = onPostgres ? await atOnce(confirm, "match_results", 2) : await confirm();
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const played = await stored<{ played: number }>(t.ctx.db)`
        select played from player_ratings where club_id = ${club.id} order by user_id`;
      expect(played).toEqual([{ played: 1 }, { played: 1 }, { played: 1 }, { played: 1 }]);
    } finally {
      clock.set("2026-11-23T12:00:00Z");
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { lockWaiters } from "../../../test/lock-waiters";
import { stored } from "../../../test/stored";
import { BEFORE, waitlistScenes } from "../../../test/waitlist-scenes";
import { endOffer } from "./match-waitlist.service";

const N = 12;
const clock = testClock(BEFORE);
const LEFT_AT = "2027-03-03T20:00:00Z";

describe(`waitlists under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
  });
  afterAll(() => t.close());
  const { call, player, match } = waitlistScenes(() => t, clock);
  const matchIdOf = (slug: string) => Number(slug.slice(16));

  /**
   * On PostgreSQL the test holds the match's row lock (the one every join, leave and offer takes), fires
   * the work, waits until `waiters` of them wait on the database and lets go: only the code's own locking
   * then decides the order. PGlite runs one transaction at a time: there the work simply goes one by one.
   */
  async function atOnce<T>(matchId: number, waiters: number, fire: () => Promise<T>): Promise<T> {
    if (!onPostgres) return fire();
    let answers: Promise<T> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await stored(tx)`select id from matches where id = ${matchId} for update`;
      answers = fire();
      for (let i = 0; i < 200; i++) {
        if ((await lockWaiters(t.ctx.db)) >= waiters) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the work never all waited on the database");
    });
    return answers as Promise<T>;
  }

  it(`lines up ${N} players joining at once, each once, each in their own place`, async () => {
    const { slug } = await match();
    const racers = await Promise.all(Array.from({ length: N }, () => player()));
    const twice = racers[0];
    if (!twice) throw new Error("no racer");
    const answers = await atOnce(matchIdOf(slug), N + 1, () =>
      Promise.all(
        [...racers, twice].map((racer) =>
          t.send("POST", `/api/match/join_waitlist/${slug}`, racer.token, {}),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(N).fill(200), 409]);
    const places = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => (answer.body as { mine: { place: number } }).mine.place)
      .sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    const [rows] = await stored<{ n: number }>(t.ctx.db)`
      select count(*)::int as n from match_waitlist where match_id = ${matchIdOf(slug)}`;
    expect(rows?.n).toBe(N);
  });

  it("gives two places freed at once to the first two in line, one each", async () => {
    const { slug, players } = await match({ openPlaces: 2 });
    const line = [await player(), await player(), await player()];
    for (const waiting of line) await call("POST", `/api/match/join_waitlist/${slug}`, waiting.token);
    clock.set(LEFT_AT);
    const answers = await atOnce(matchIdOf(slug), 2, () =>
      Promise.all(players.map((leaver) => t.send("PUT", `/api/match/leave_match/${slug}`, leaver.token, {}))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const offered = await stored<{ user_id: number }>(t.ctx.db)`
      select user_id from match_waitlist where match_id = ${matchIdOf(slug)} and offered_until is not null
      order by id`;
    expect(offered.map((row) => row.user_id)).toEqual(line.slice(0, 2).map((waiting) => waiting.id));
  });

  it("settles an offer ending while its holder joins: either they are in, or the next holds the place", async () => {
    for (let round = 0; round < 4; round++) {
      const { slug, players } = await match();
      const [holder, next] = [await player(), await player()];
      for (const waiting of [holder, next])
        await call("POST", `/api/match/join_waitlist/${slug}`, waiting.token);
      clock.set(LEFT_AT);
      await call("PUT", `/api/match/leave_match/${slug}`, players[0]?.token);
      const [row] = await stored<{ id: number; until_ms: number }>(t.ctx.db)`
        select id, (extract(epoch from offered_until) * 1000)::float8 as until_ms
        from match_waitlist where user_id = ${holder.id}`;
      if (!row) throw new Error("no offer");
      const offer = { id: row.id, until: new Date(row.until_ms) };
      // The holder asks a moment before the end; the end's job runs just after it, by its own clock.
      clock.set(new Date(offer.until.getTime() - 1_000).toISOString());
      const after = () => new Date(offer.until.getTime() + 5_000);
      const [joined] = await atOnce(matchIdOf(slug), 2, () =>
        Promise.all([
          t.send("POST", `/api/match/join_match/${slug}`, holder.token, {}),
          endOffer(
            { db: t.ctx.db, now: after },
            {
              matchId: matchIdOf(slug),
              entryId: offer.id,
              offeredUntil: offer.until.toISOString(),
            },
          ),
        ]),
      );
      const [state] = await stored<{ holder_in: boolean; next_offered: boolean; players: number }>(t.ctx.db)`
        select
          exists (select 1 from match_players where match_id = ${matchIdOf(slug)} and user_id = ${holder.id}
            and left_at is null) as holder_in,
          exists (select 1 from match_waitlist where match_id = ${matchIdOf(slug)} and user_id = ${next.id}
            and offered_until is not null) as next_offered,
          (select count(*)::int from match_players where match_id = ${matchIdOf(slug)} and left_at is null)
            as players`;
      expect(state?.players).toBeLessThanOrEqual(1);
      expect(state?.holder_in).toBe(joined?.status === 200);
      expect(state?.holder_in).not.toBe(state?.next_offered);
    }
  });
});

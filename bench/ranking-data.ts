import { PLAYER_CATEGORIES } from "@club/domain";
import { NEW_PLAYER_RATING, type PlayerRating, rankingPoints, rateResult } from "@club/domain/ratings";
import { sql } from "drizzle-orm";
import { createBookableCourt } from "../apps/server/test/booking-factories";
import { createAdmin } from "../apps/server/test/factories";
import type { TestApp } from "../apps/server/test/harness";

const COURTS = 20;
const CHUNK = 10_000;

/** A fixed sequence (Park–Miller), so every run builds the same club. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/**
 * A club of `players` members (a tenth hidden from nothing: every category, in equal parts) and `results`
 * confirmed matches among them, each on its own past booking of one of twenty courts. The ratings are the
 * domain's own (`rateResult`, in the order played), computed here and stored with the results in a few
 * set-based statements, then analysed.
 */
export async function rankingClub(t: TestApp, players: number, results: number) {
  const db = t.ctx.db;
  const admin = await createAdmin(db, t.ctx.tokens);
  const clubId = admin.clubId;
  const courts = await Promise.all(Array.from({ length: COURTS }, () => createBookableCourt(db, clubId)));
  const ids = (
    (await db.execute(sql`
      insert into users (username, email, name, lastname, category, password_hash)
      select 'jugador' || n || '_' || ${clubId}, 'jugador' || n || '_' || ${clubId} || '@bench.cl', 'Jugador', 'N' || n,
        (${sql.param(PLAYER_CATEGORIES as unknown as string[])}::text[])[1 + n % ${PLAYER_CATEGORIES.length}], 'x'
      from generate_series(1, ${players}) as n
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows.map((row) => row.id);
  await db.execute(sql`
    insert into club_memberships (club_id, user_id, role)
    select ${clubId}, id, 'authenticated' from unnest(${sql.param(ids)}::int[]) as id`);

  const next = sequence(42);
  const ratings = new Map<number, PlayerRating & { played: number; won: number; last: number }>();
  const of = (id: number) => ratings.get(id) ?? { ...NEW_PLAYER_RATING, played: 0, won: 0, last: 0 };
  const pick = () => ids[Math.floor(next() * ids.length)] as number;
  const rows: { pair1: number[]; pair2: number[]; winner: number }[] = [];
  for (let i = 0; i < results; i++) {
    const four = new Set<number>();
    while (four.size < 4) four.add(pick());
    const [a, b, c, d] = [...four] as [number, number, number, number];
    const winner = next() < 0.5 ? 1 : 2;
    const [winners, losers] =
      winner === 1
        ? [
            [a, b],
            [c, d],
          ]
        : [
            [c, d],
            [a, b],
          ];
    const rated = rateResult(
      [of(winners[0] as number), of(winners[1] as number)],
      [of(losers[0] as number), of(losers[1] as number)],
    );
    [
      ...winners.map((id, k) => [id, rated.winners[k], 1] as const),
      ...losers.map((id, k) => [id, rated.losers[k], 0] as const),
    ].forEach(([id, rating, won]) => {
      const before = of(id);
      const points = rankingPoints(rating as PlayerRating);
      ratings.set(id, {
        ...(rating as PlayerRating),
        played: before.played + 1,
        won: before.won + won,
        last: points - rankingPoints(before),
      });
    });
    rows.push({ pair1: [a, b], pair2: [c, d], winner });
  }

  const courtIds = courts.map((court) => court.id);
  // One instant for every chunk, so the chunks' bookings meet end to end and never overlap.
  const base = new Date().toISOString();
  for (let start = 0; start < results; start += CHUNK) {
    const part = rows.slice(start, start + CHUNK);
    // Each match on its own 90-minute booking: twenty courts side by side, going back in time.
    await db.execute(sql`
      with slots as (
        select k, (${sql.param(courtIds)}::int[])[1 + (${start}::int + k) % ${COURTS}] as court_id,
          ${base}::timestamptz - ((${start}::int + k) / ${COURTS} + 1) * interval '90 minutes' as starts_at
        from generate_series(0, ${part.length - 1}) as k),
      booked as (
        insert into bookings (club_id, court_id, slug_token, user_id, channel, status, payment_percentage, price,
          starts_at, ends_at, duration_int)
        select ${clubId}, court_id, substr(md5(k::text), 1, 16), null, 'reception', 'p100', 100, 20000,
          starts_at, starts_at + interval '90 minutes', 90
        from slots order by k
        returning id, court_id, starts_at),
      opened as (
        insert into matches (club_id, booking_id, slug_token, open_places, visibility, created_by)
        select ${clubId}, id, substr(md5(id::text), 1, 16), 3, 'link', ${admin.user.id} from booked
        returning id, booking_id),
      numbered as (
        select o.id, row_number() over (order by b.starts_at desc, b.court_id) - 1 as k
        from opened o join booked b on b.id = o.booking_id)
      insert into match_results (club_id, match_id, sets, pair_1, pair_2, winner, status, reported_by, answered_by,
        reported_at, answered_at)
      select ${clubId}, n.id, '[[6,4],[6,3]]'::jsonb, array[r.a1, r.a2], array[r.b1, r.b2], r.w, 'confirmed', r.a1, r.b1, now(), now()
      from numbered n join unnest(${sql.param(part.map((r) => r.pair1[0]))}::int[], ${sql.param(part.map((r) => r.pair1[1]))}::int[],
        ${sql.param(part.map((r) => r.pair2[0]))}::int[], ${sql.param(part.map((r) => r.pair2[1]))}::int[], ${sql.param(part.map((r) => r.winner))}::int[])
        with ordinality as r(a1, a2, b1, b2, w, k) on r.k - 1 = n.k`);
  }
  const rated = [...ratings];
  await db.execute(sql`
    insert into player_ratings (club_id, user_id, mu, sigma, points, last_change, played, won, updated_at)
    select ${clubId}, r.id, r.mu, r.sigma, r.points, r.last, r.played, r.won, now()
    from unnest(${sql.param(rated.map(([id]) => id))}::int[], ${sql.param(rated.map(([, r]) => r.mu))}::float8[],
      ${sql.param(rated.map(([, r]) => r.sigma))}::float8[], ${sql.param(rated.map(([, r]) => rankingPoints(r)))}::int[],
      ${sql.param(rated.map(([, r]) => r.last))}::int[], ${sql.param(rated.map(([, r]) => r.played))}::int[], ${sql.param(rated.map(([, r]) => r.won))}::int[])
      as r(id, mu, sigma, points, last, played, won)`);
  for (const table of ["users", "club_memberships", "player_ratings", "match_results"]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  return { clubId, ranked: rated.length };
}

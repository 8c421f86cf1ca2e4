import { addDays } from "@club/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client";
import { createBookableCourt } from "../apps/server/test/booking-factories";
import { createClub, createUser } from "../apps/server/test/factories";

/**
 * A year of a busy club's bookings on every active court of `clubId`, in one SQL statement per kind:
 * every day from `first` to `last` (the club's calendar), on a 90-minute grid from 08:00 to 23:00, busier
 * in the evening (peak) and at the weekend; 60 and 90 minutes; every status with its booking type and
 * channel (online ones by `players`, some unpaid and holding their slot, some whose hold ran out);
 * and about one slot in ten also carries a booking that was cancelled. Seeded, so every run inserts the
 * same rows. Answers how many live and cancelled bookings it wrote.
 */
export async function insertYearOfBookings(
  db: Db,
  input: { clubId: number; first: string; last: string; players: number[]; seed: number },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${input.seed})`);
    const candidates = sql`
      select c.id as court_id, c.club_id, cl.time_zone,
             (d::date + make_interval(mins => m)) as local_start,
             m as start_minute, extract(isodow from d)::int as weekday,
             random() as busy, random() as kind, random() as length, random() as who
      from courts c
      join clubs cl on cl.id = c.club_id
      cross join generate_series(${input.first}::date, ${input.last}::date, interval '1 day') d
      cross join generate_series(480, 1290, 90) m
      where c.club_id = ${input.clubId} and c.active`;
    // The status decides the rest: classes and blocks are the club's own, p0/p50/p100 are online.
    const row = (busy: string, cancelled: boolean) => sql`
      insert into bookings (club_id, court_id, schedule_id, slug_token, user_id, walk_in_name, booking_type,
                            channel, status, payment_percentage, price, starts_at, ends_at, duration_int,
                            hold_until, cancelled_at, cancel_reason)
      select k.club_id, k.court_id,
             (select s.id from court_schedules s where s.court_id = k.court_id and s.weekday = k.weekday
                and k.start_minute >= s.start_minute and k.start_minute < s.end_minute),
             substr(md5(random()::text), 1, 16),
             case when k.status in ('p0', 'p50', 'p100') then (${`{${input.players.join(",")}}`}::int[])[1 + floor(k.who * ${input.players.length})::int] end,
             case when k.status not in ('p0', 'p50', 'p100') then 'Cliente mostrador' end,
             case k.status when 'pc' then 'class' when 'pb' then 'maintenance' else 'match' end,
             case when k.status in ('p0', 'p50', 'p100') then 'online' else 'reception' end,
             k.status,
             case k.status when 'p50' then 50 when 'p100' then 100 else 0 end,
             case when k.start_minute >= 1080 then (case k.minutes when 60 then 20000 else 28000 end)
                  else (case k.minutes when 60 then 16000 else 22000 end) end,
             k.starts_at, k.starts_at + make_interval(mins => k.minutes), k.minutes,
             case when k.status = 'p0' and k.who < 0.5 then now() + make_interval(mins => (k.who * 30)::int - 10) end,
             ${cancelled ? sql`k.starts_at - interval '1 day'` : sql`null`},
             ${cancelled ? sql`'El jugador no puede venir'` : sql`null`}
      from (select x.*, x.local_start at time zone x.time_zone as starts_at,
                   case when x.length < 0.25 then 60 else 90 end as minutes,
                   case when x.kind < 0.25 then 'p100' when x.kind < 0.45 then 'p50' when x.kind < 0.65 then 'p0'
                        when x.kind < 0.85 then 'pr' when x.kind < 0.95 then 'pc' else 'pb' end as status
            from (${candidates}) x) k
      where ${sql.raw(busy)}`;
    // Evenings (18:00 on) 85 % taken, weekend days 70 %, weekday daytime 40 %.
    const live = await tx.execute(
      row(
        "k.busy < case when k.start_minute >= 1080 then 0.85 when k.weekday >= 6 then 0.7 else 0.4 end",
        false,
      ),
    );
    const cancelled = await tx.execute(row("k.busy > 0.9", true));
    const count = (r: unknown) => (r as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
    return { live: count(live), cancelled: count(cancelled) };
  });
}

/**
 * Four clubs of `courts` bookable courts each (08:00–23:00, off-peak and peak; the first `indoor` under a
 * roof), `players` players, and a year of bookings at every club (`insertYearOfBookings`): the past 351
 * days, today and the 14 of the booking window ahead. Answers the clubs (the first is the one measured),
 * the players and each club's counts.
 */
export async function createBusyClubs(
  db: Db,
  o: { name: string; courts: number; players: number; timeZone: string; today: string; indoor?: number },
) {
  const players = [];
  for (let i = 0; i < o.players; i++) players.push((await createUser(db)).id);
  const clubs = [];
  for (let c = 0; c < 4; c++) {
    const club = await createClub(db, { name: `${o.name} ${c + 1}`, timeZone: o.timeZone });
    for (let i = 1; i <= o.courts; i++) {
      await createBookableCourt(db, club.id, {
        name: `Cancha ${i}`,
        position: i,
        indoor: i <= (o.indoor ?? 0),
      });
    }
    clubs.push(club);
  }
  const counts = [];
  for (const [i, c] of clubs.entries()) {
    const range = {
      first: addDays(o.today, c.bookingWindowDays - 365),
      last: addDays(o.today, c.bookingWindowDays),
    };
    counts.push(await insertYearOfBookings(db, { clubId: c.id, ...range, players, seed: 0.1 * (i + 1) }));
  }
  const [club] = clubs;
  if (!club) throw new Error("no club");
  return { club, clubs, players, counts };
}

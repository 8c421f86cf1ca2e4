/**
 * The plain SQL baseline of bench/availability.bench.ts: the whole day of a club ($1 the club, $2 the day)
 * in one hand-written statement, already in the API's JSON shape: the active courts by position, each with
 * its prices and its slots (the opening spans of the weekday cut into slots on the club's clock, each
 * free, or taken with the status of the live booking over it), and the club's rules for players. The
 * day's bookings are read once, by the exclusion constraint's index, and matched to the slots in the
 * query. No token, no window check, no validation: what a hand-written endpoint would do.
 */
export const AVAILABILITY_BASELINE = `
  with club as (
    select id, name, time_zone, booking_window_days, online_payment_percentage, cancellation_hours
    from clubs where id = $1 and 1 = any(enabled_services)
  ), day as (
    select ($2::date)::timestamp at time zone club.time_zone as starts,
           ($2::date + 1)::timestamp at time zone club.time_zone as ends
    from club
  ), taken as materialized (
    select b.court_id, b.starts_at, b.ends_at, b.status
    from day
    cross join courts c
    join bookings b on b.court_id = c.id and b.cancelled_at is null
      and tstzrange(b.starts_at, b.ends_at) && tstzrange(day.starts, day.ends)
    where c.club_id = $1 and c.active
      and not (b.status = 'p0' and b.hold_until is not null and b.hold_until <= now())
  ), slot as materialized (
    select s.court_id, s.band, g.local, g.local + make_interval(mins => s.slot_minutes) as local_end,
           g.local at time zone club.time_zone as starts_at,
           (g.local + make_interval(mins => s.slot_minutes)) at time zone club.time_zone as ends_at
    from court_schedules s
    cross join club
    cross join generate_series($2::date + make_interval(mins => s.start_minute),
                               $2::date + make_interval(mins => s.end_minute - s.slot_minutes),
                               make_interval(mins => s.slot_minutes)) g(local)
    where s.club_id = $1 and s.weekday = extract(isodow from $2::date)
  )
  select json_build_object('id', club.id, 'name', club.name) as club, $2::date::text as date,
         (select coalesce(json_agg(distinct cp.duration_int), '[]')
          from court_prices cp join courts c on c.id = cp.court_id and c.active
          where cp.club_id = $1) as durations,
         (select coalesce(json_agg(json_build_object(
                   'id', c.id, 'court_name', c.court_name, 'indoor', c.indoor, 'surface', c.surface,
                   'prices', (select coalesce(json_agg(json_build_object('duration_int', cp.duration_int,
                                'band', cp.band, 'price', cp.price) order by cp.duration_int, cp.band), '[]')
                              from court_prices cp where cp.court_id = c.id),
                   'slots', (select coalesce(json_agg(json_build_object(
                                'start_time', to_char(sl.local, 'HH24:MI'),
                                'end_time', to_char(sl.local_end, 'HH24:MI'),
                                'available', t.status is null and sl.starts_at >= now(),
                                'status', t.status, 'band', sl.band) order by sl.local), '[]')
                             from slot sl
                             left join taken t on t.court_id = sl.court_id
                               and t.starts_at < sl.ends_at and t.ends_at > sl.starts_at
                             where sl.court_id = c.id))
                 order by c.position, c.id), '[]')
          from courts c where c.club_id = $1 and c.active) as courts,
         club.booking_window_days, club.online_payment_percentage, club.cancellation_hours
  from club`;

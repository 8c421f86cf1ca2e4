/**
 * The plain SQL baselines of bench/booking-stats.bench.ts, each one hand-written statement over the same
 * rows as the API ($1 the club, $2 and $3 the range's instants, $4 now): no token, no validation, no open
 * hours from the schedules.
 */

/** Booked minutes of live play per weekday and hour of the club's clock, and the money per court. */
export const OCCUPANCY_BASELINE = `
  with b as (
    select court_id, greatest(starts_at, $2::timestamptz) as f, least(ends_at, $3::timestamptz) as t
    from bookings
    where club_id = $1 and cancelled_at is null and status <> 'pb' and booking_type <> 'maintenance'
      and starts_at >= $2::timestamptz - interval '1 day' and starts_at < $3::timestamptz and ends_at > $2::timestamptz
      and not (status = 'p0' and hold_until is not null and hold_until <= $4::timestamptz)
  ), cells as (
    select extract(isodow from h at time zone 'America/Santiago')::int as weekday,
           extract(hour from h at time zone 'America/Santiago')::int as hour,
           sum(extract(epoch from least(b.t, h + interval '1 hour') - greatest(b.f, h)) / 60)::int as minutes
    from b, generate_series(date_trunc('hour', b.f, 'UTC'), b.t - interval '1 microsecond', interval '1 hour') h
    group by 1, 2
  ), money as (
    select k.court_id, coalesce(sum(p.amount), 0) + coalesce(sum(o.amount), 0) as revenue
    from bookings k
    left join (select booking_id, sum(amount) as amount from booking_payments where club_id = $1 and status = 'paid'
               group by booking_id) p on p.booking_id = k.id
    left join (select ob.booking_id, sum(ob.amount) as amount from order_bookings ob
               join orders o on o.id = ob.order_id and o.order_status = 'paid' where ob.club_id = $1
               group by ob.booking_id) o on o.booking_id = k.id
    where k.club_id = $1 and k.starts_at >= $2::timestamptz and k.starts_at < $3::timestamptz
    group by k.court_id
  )
  select (select json_agg(cells order by weekday, hour) from cells) as heatmap,
         (select json_agg(money order by court_id) from money) as courts`;

/** Players' bookings of the range by channel, cancellations (expired holds with them) and no-shows. */
export const ACTIVITY_BASELINE = `
  with b as (
    select b.*, cancelled_at is null and not (status = 'p0' and hold_until is not null and hold_until <= $4::timestamptz) as live
    from bookings b
    where club_id = $1 and starts_at >= $2::timestamptz and starts_at < $3::timestamptz
      and status <> 'pb' and booking_type <> 'maintenance'
  )
  select (count(*) filter (where live and channel = 'online'))::int as online,
         (count(*) filter (where live and channel = 'reception'))::int as reception,
         (count(*) filter (where not live))::int as cancelled,
         (count(*) filter (where live and ends_at <= $4::timestamptz and status <> 'pc' and booking_type <> 'class'
           and not exists (select 1 from booking_payments p where p.booking_id = b.id and p.status = 'paid')
           and not exists (select 1 from order_bookings ob join orders o on o.id = ob.order_id
                           where ob.booking_id = b.id and o.order_status = 'paid')))::int as no_shows
  from b`;

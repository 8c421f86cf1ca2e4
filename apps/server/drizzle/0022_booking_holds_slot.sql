-- Whether a booking holds its court's slot at p_at: not cancelled, and not an unpaid online hold (status p0
-- with a hold_until) whose time ran out by then. At 'infinity' it tells whether the booking holds its slot
-- for good. The rule is written here once, for the queries (src/db/holds-slot.ts) and the triggers. A plain
-- IMMUTABLE, not STRICT, SQL function: the planner inlines it into each query, so a query still matches the
-- partial indexes and the exclusion constraint on "cancelled_at IS NULL".
CREATE FUNCTION booking_holds_slot(p_cancelled_at timestamptz, p_status text, p_hold_until timestamptz, p_at timestamptz)
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p_cancelled_at IS NULL AND NOT (p_status = 'p0' AND p_hold_until IS NOT NULL AND p_hold_until <= p_at)
$$;
--> statement-breakpoint
-- 0014's function, its rule now the one above: a booking's seconds per UTC hour, signed, when it holds its
-- slot for good (an unpaid online hold holds only until its hold_until; the statistics read those from the
-- bookings).
CREATE OR REPLACE FUNCTION booked_seconds_of(b bookings, sign integer)
RETURNS TABLE (club_id integer, hour timestamptz, court_id integer, schedule_key integer, blocked boolean, seconds integer)
LANGUAGE sql STABLE AS $$
  SELECT b.club_id, h, b.court_id, coalesce(b.schedule_id, 0), b.status = 'pb' OR b.booking_type = 'maintenance',
    sign * extract(epoch FROM least(b.ends_at, h + interval '1 hour') - greatest(b.starts_at, h))::integer
  FROM generate_series(date_trunc('hour', b.starts_at, 'UTC'), b.ends_at - interval '1 microsecond', interval '1 hour') h
  WHERE booking_holds_slot(b.cancelled_at, b.status, b.hold_until, 'infinity')
$$;

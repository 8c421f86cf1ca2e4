CREATE TABLE "booked_minute_hours" (
	"club_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"court_id" integer NOT NULL,
	"schedule_key" integer NOT NULL,
	"blocked" boolean NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "booked_minute_hours_club_id_hour_court_id_schedule_key_blocked_pk" PRIMARY KEY("club_id","hour","court_id","schedule_key","blocked")
);
--> statement-breakpoint
ALTER TABLE "booked_minute_hours" ADD CONSTRAINT "booked_minute_hours_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_minute_hours" ADD CONSTRAINT "booked_minute_hours_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_club_starts_idx" ON "bookings" USING btree ("club_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_club_hold_idx" ON "bookings" USING btree ("club_id","hold_until") WHERE "bookings"."status" = 'p0' and "bookings"."hold_until" is not null and "bookings"."cancelled_at" is null;--> statement-breakpoint
-- A booking's seconds per UTC hour, signed, when it holds its slot for good: live, and not an unpaid online
-- hold (that holds only until its hold_until; the statistics read those from the bookings).
CREATE FUNCTION booked_seconds_of(b bookings, sign integer)
RETURNS TABLE (club_id integer, hour timestamptz, court_id integer, schedule_key integer, blocked boolean, seconds integer)
LANGUAGE sql STABLE AS $$
  SELECT b.club_id, h, b.court_id, coalesce(b.schedule_id, 0), b.status = 'pb' OR b.booking_type = 'maintenance',
    sign * extract(epoch FROM least(b.ends_at, h + interval '1 hour') - greatest(b.starts_at, h))::integer
  FROM generate_series(date_trunc('hour', b.starts_at, 'UTC'), b.ends_at - interval '1 microsecond', interval '1 hour') h
  WHERE b.cancelled_at IS NULL AND NOT (b.status = 'p0' AND b.hold_until IS NOT NULL)
$$;
--> statement-breakpoint
-- Adds what a statement's bookings changed, old rows subtracted and new ones added, summed per key first
-- (nothing is written where they cancel out) and written in key order, so two statements that touch the
-- same rows lock them in the same order and cannot deadlock.
CREATE FUNCTION booked_minute_hours_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booked_minute_hours AS r (club_id, hour, court_id, schedule_key, blocked, seconds)
    SELECT m.club_id, m.hour, m.court_id, m.schedule_key, m.blocked, sum(m.seconds)
    FROM new_rows n, booked_seconds_of(n, 1) m
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (club_id, hour, court_id, schedule_key, blocked) DO UPDATE SET seconds = r.seconds + excluded.seconds;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO booked_minute_hours AS r (club_id, hour, court_id, schedule_key, blocked, seconds)
    SELECT m.club_id, m.hour, m.court_id, m.schedule_key, m.blocked, sum(m.seconds)
    FROM (SELECT m.* FROM old_rows o, booked_seconds_of(o, -1) m
          UNION ALL SELECT m.* FROM new_rows n, booked_seconds_of(n, 1) m) m
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(m.seconds) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (club_id, hour, court_id, schedule_key, blocked) DO UPDATE SET seconds = r.seconds + excluded.seconds;
  ELSE
    -- A deleted booking always finds its rows, unless its club or court is being deleted with it.
    INSERT INTO booked_minute_hours AS r (club_id, hour, court_id, schedule_key, blocked, seconds)
    SELECT m.club_id, m.hour, m.court_id, m.schedule_key, m.blocked, sum(m.seconds)
    FROM old_rows o, booked_seconds_of(o, -1) m
    WHERE EXISTS (SELECT 1 FROM clubs c WHERE c.id = o.club_id) AND EXISTS (SELECT 1 FROM courts c WHERE c.id = o.court_id)
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (club_id, hour, court_id, schedule_key, blocked) DO UPDATE SET seconds = r.seconds + excluded.seconds;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booked_minute_hours_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booked_minute_hours_track();
--> statement-breakpoint
CREATE TRIGGER booked_minute_hours_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booked_minute_hours_track();
--> statement-breakpoint
CREATE TRIGGER booked_minute_hours_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booked_minute_hours_track();
--> statement-breakpoint
-- The bookings already there.
INSERT INTO booked_minute_hours (club_id, hour, court_id, schedule_key, blocked, seconds)
SELECT m.club_id, m.hour, m.court_id, m.schedule_key, m.blocked, sum(m.seconds)
FROM bookings b, booked_seconds_of(b, 1) m
GROUP BY 1, 2, 3, 4, 5;

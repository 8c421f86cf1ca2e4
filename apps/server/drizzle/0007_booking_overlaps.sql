-- A court is never booked twice: two live bookings of one court cannot overlap in time. The database holds
-- it under any concurrency (the code checks first only for a clear message). btree_gist lets one GiST index
-- hold the court's id beside the range; it is a trusted extension on PostgreSQL 13+ and bundled with PGlite
-- (db/client.ts). Ranges are half-open, so a booking may start when the one before it ends.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("court_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("cancelled_at" IS NULL);
--> statement-breakpoint
-- The opening-hours spans of one court and weekday do not overlap either, so a slot has one price band.
ALTER TABLE "court_schedules" ADD CONSTRAINT "court_schedules_no_overlap"
  EXCLUDE USING gist ("court_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);

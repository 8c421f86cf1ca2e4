-- Sales over time by the club's own days: the order totals of the sales rollup gain the span 'local_day',
-- the sale events of one day of the club's calendar (in its current zone), `starts_at` being that date at
-- 00:00 UTC (a date, not the instant the club's day starts, which a clock change can skip). A year is then
-- read as 366 rows per slot, with no UTC hour moved between dates. The trigger function of migration 0018
-- writes these rows too: it already runs for every sale event, after the club's lock and before the other
-- sales rollup rows. It reads the club's zone after taking that lock, so a change of zone (below) and a
-- sale of the club are never half seen by each other.
CREATE OR REPLACE FUNCTION sales_rollup_hours_event(p_order integer, p_kind text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  o record;
  v_at timestamptz;
  v_zone text;
  v_day timestamptz;
  v_sale integer;
  v_refund integer;
BEGIN
  SELECT id, club_id, order_amount, paid_at, cancelled_at INTO o FROM orders WHERE id = p_order;
  IF NOT FOUND OR o.paid_at IS NULL OR (p_kind = 'refund' AND o.cancelled_at IS NULL) THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(16, o.club_id);
  -- A statement after the lock sees a change of zone committed while this waited for it.
  SELECT time_zone INTO v_zone FROM clubs WHERE id = o.club_id;
  v_at := CASE p_kind WHEN 'sale' THEN o.paid_at ELSE o.cancelled_at END;
  -- Left to the count of the club's days at this commit when this transaction changed the club's zone
  -- (clubs_sales_zone_recount, which sees this order). A zone the database does not know (stored before
  -- update_club checked it) keeps no days rather than failing the sale.
  IF position(',' || o.club_id || ',' IN coalesce(current_setting('club.zone_recounts', true), '')) = 0 THEN
    BEGIN
      v_day := (v_at AT TIME ZONE v_zone)::date::timestamp AT TIME ZONE 'UTC';
    EXCEPTION WHEN invalid_parameter_value THEN
      v_day := NULL;
    END;
  END IF;
  v_sale := CASE p_kind WHEN 'sale' THEN 1 ELSE 0 END;
  v_refund := CASE p_kind WHEN 'refund' THEN 1 ELSE 0 END;
  INSERT INTO sales_rollup AS r (club_id, span, starts_at, slot, gross, refunds, sales_count, refunds_count)
  SELECT o.club_id, s.span, s.starts_at, o.id % 8, v_sale * o.order_amount, v_refund * o.order_amount,
         v_sale, v_refund
  FROM (VALUES
    ('local_day', v_day),
    ('month_hour', date_trunc('month', v_at, 'UTC')
                   + (date_trunc('hour', v_at, 'UTC') - date_trunc('day', v_at, 'UTC')))
  ) s(span, starts_at)
  WHERE s.starts_at IS NOT NULL
  ORDER BY 2
  ON CONFLICT (club_id, span, starts_at, slot) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count;
END $$;
--> statement-breakpoint
-- A club's 'local_day' rows summed again from its orders (the accounting rule), in its zone of now.
CREATE FUNCTION sales_rollup_local_days(p_club integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_rollup WHERE club_id = p_club AND span = 'local_day';
  INSERT INTO sales_rollup (club_id, span, starts_at, slot, gross, refunds, sales_count, refunds_count)
  SELECT o.club_id, 'local_day', (ev.at AT TIME ZONE c.time_zone)::date::timestamp AT TIME ZONE 'UTC',
         o.id % 8, sum(ev.sale * o.order_amount), sum((1 - ev.sale) * o.order_amount), sum(ev.sale),
         sum(1 - ev.sale)
  FROM orders o
  JOIN clubs c ON c.id = o.club_id
  CROSS JOIN LATERAL (VALUES (1, o.paid_at), (0, o.cancelled_at)) ev(sale, at)
  WHERE o.club_id = p_club AND o.paid_at IS NOT NULL AND ev.at IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 3, 4;
END $$;
--> statement-breakpoint
-- A club that changes its zone has its days counted again from its orders at commit, under the club's
-- lock: a sale of another transaction either committed before (and is counted again) or waits for the lock
-- and reads the new zone. The change itself only checks the zone and notes the club for this transaction
-- (`club.zone_recounts`), so the sale events of this same transaction, before or after the change, leave
-- their days to the count, which sees them. A zone the database does not know fails at once (22023).
CREATE FUNCTION clubs_sales_zone_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE NEW.time_zone;
  PERFORM set_config('club.zone_recounts',
    coalesce(nullif(current_setting('club.zone_recounts', true), ''), ',') || NEW.id || ',', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clubs_sales_zone_change AFTER UPDATE OF time_zone ON clubs
FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
EXECUTE FUNCTION clubs_sales_zone_change();
--> statement-breakpoint
CREATE FUNCTION clubs_sales_zone_recount() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(16, NEW.id);
  PERFORM sales_rollup_local_days(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clubs_sales_zone_recount AFTER UPDATE OF time_zone ON clubs
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
EXECUTE FUNCTION clubs_sales_zone_recount();
--> statement-breakpoint
-- What was sold before. Writes to orders wait until this migration commits, so none is missed between
-- the function above taking effect and this count.
LOCK TABLE orders IN SHARE MODE;
--> statement-breakpoint
-- A club whose stored zone the database does not know keeps no days (its sales do not fail either).
SELECT sales_rollup_local_days(id) FROM clubs
WHERE time_zone IN (SELECT name FROM pg_timezone_names) ORDER BY id;

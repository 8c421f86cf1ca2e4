-- Sales by hour of the club's day over long ranges: the order totals of the sales rollup gain the span
-- 'month_hour', the sale events of a UTC month summed per UTC hour of the day (starts_at = the month's start
-- plus that hour). A month where the club's clock keeps one offset from UTC is then read as 24 rows (per
-- slot) instead of some 720 hour rows. Kept beside the other spans, in the same transactions, by its own
-- deferred triggers on orders with the conditions of migration 0013. Their names sort after the status
-- rollup's (which takes the club's lock) and before the sales rollup's: they take the same lock and write
-- first, so one club's commits still write one at a time, in one order.
CREATE FUNCTION sales_rollup_hours_event(p_order integer, p_kind text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  o record;
  v_at timestamptz;
  v_sale integer;
  v_refund integer;
BEGIN
  SELECT id, club_id, order_amount, paid_at, cancelled_at INTO o FROM orders WHERE id = p_order;
  IF NOT FOUND OR o.paid_at IS NULL OR (p_kind = 'refund' AND o.cancelled_at IS NULL) THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(16, o.club_id);
  v_at := CASE p_kind WHEN 'sale' THEN o.paid_at ELSE o.cancelled_at END;
  v_sale := CASE p_kind WHEN 'sale' THEN 1 ELSE 0 END;
  v_refund := CASE p_kind WHEN 'refund' THEN 1 ELSE 0 END;
  INSERT INTO sales_rollup AS r (club_id, span, starts_at, slot, gross, refunds, sales_count, refunds_count)
  VALUES (o.club_id, 'month_hour', date_trunc('month', v_at, 'UTC')
            + (date_trunc('hour', v_at, 'UTC') - date_trunc('day', v_at, 'UTC')),
          o.id % 8, v_sale * o.order_amount, v_refund * o.order_amount, v_sale, v_refund)
  ON CONFLICT (club_id, span, starts_at, slot) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_rollup_hours_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.paid_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.paid_at IS NULL) THEN
    PERFORM sales_rollup_hours_event(NEW.id, 'sale');
  END IF;
  IF NEW.paid_at IS NOT NULL AND NEW.cancelled_at IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.paid_at IS NULL OR OLD.cancelled_at IS NULL) THEN
    PERFORM sales_rollup_hours_event(NEW.id, 'refund');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales_hours_insert AFTER INSERT ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (NEW.paid_at IS NOT NULL)
EXECUTE FUNCTION sales_rollup_hours_track();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales_hours_update AFTER UPDATE OF paid_at, cancelled_at ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN ((OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL)
      OR (NEW.paid_at IS NOT NULL AND NEW.cancelled_at IS NOT NULL
          AND (OLD.paid_at IS NULL OR OLD.cancelled_at IS NULL)))
EXECUTE FUNCTION sales_rollup_hours_track();
--> statement-breakpoint
-- What was sold before: the hour rows already hold every event, per slot.
INSERT INTO sales_rollup (club_id, span, starts_at, slot, gross, refunds, sales_count, refunds_count)
SELECT club_id, 'month_hour',
       date_trunc('month', starts_at, 'UTC') + (starts_at - date_trunc('day', starts_at, 'UTC')),
       slot, sum(gross), sum(refunds), sum(sales_count), sum(refunds_count)
FROM sales_rollup WHERE span = 'hour'
GROUP BY 1, 2, 3, 4;

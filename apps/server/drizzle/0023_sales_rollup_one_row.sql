-- The rollups' `slot` (the order's id mod 8, migrations 0013 to 0019) was there so that one club's sales at
-- once would not all wait on one row. Since 0017 every commit of a club writes its rollup rows under the
-- club's lock, one commit at a time, so the slots spread nothing (bench/sales-rollup-slots.bench.ts: with 8
-- slots or 1, sales wait on that lock and never on a rollup row) and reads summed eight rows for one.
-- Each table keeps one row per key, its slots summed, and the functions that write them lose the slot.
-- Writes that reach a rollup wait until this commits: none runs a function of before on a table of after.
LOCK TABLE orders, items, clubs IN SHARE MODE;
--> statement-breakpoint
ALTER TABLE "sales_rollup" DROP CONSTRAINT "sales_rollup_club_id_span_starts_at_slot_pk";
--> statement-breakpoint
ALTER TABLE "sales_rollup" DROP COLUMN "slot";
--> statement-breakpoint
WITH merged AS (DELETE FROM sales_rollup RETURNING *)
INSERT INTO sales_rollup (club_id, span, starts_at, gross, refunds, sales_count, refunds_count)
SELECT club_id, span, starts_at, sum(gross), sum(refunds), sum(sales_count), sum(refunds_count)
FROM merged GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD CONSTRAINT "sales_rollup_club_id_span_starts_at_pk" PRIMARY KEY("club_id","span","starts_at");
--> statement-breakpoint
ALTER TABLE "sales_rollup_methods" DROP CONSTRAINT "sales_rollup_methods_club_id_span_starts_at_slot_method_pk";
--> statement-breakpoint
ALTER TABLE "sales_rollup_methods" DROP COLUMN "slot";
--> statement-breakpoint
WITH merged AS (DELETE FROM sales_rollup_methods RETURNING *)
INSERT INTO sales_rollup_methods (club_id, span, starts_at, method, gross, refunds, sales_count, refunds_count)
SELECT club_id, span, starts_at, method, sum(gross), sum(refunds), sum(sales_count), sum(refunds_count)
FROM merged GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ALTER TABLE "sales_rollup_methods" ADD CONSTRAINT "sales_rollup_methods_club_id_span_starts_at_method_pk" PRIMARY KEY("club_id","span","starts_at","method");
--> statement-breakpoint
ALTER TABLE "sales_rollup_items" DROP CONSTRAINT "sales_rollup_items_club_id_span_starts_at_slot_item_id_pk";
--> statement-breakpoint
ALTER TABLE "sales_rollup_items" DROP COLUMN "slot";
--> statement-breakpoint
WITH merged AS (DELETE FROM sales_rollup_items RETURNING *)
INSERT INTO sales_rollup_items (club_id, span, starts_at, item_id, gross, refunds, sales_count, refunds_count, orders_count, sold_quantity, refunded_quantity, last_line_id)
SELECT club_id, span, starts_at, item_id, sum(gross), sum(refunds), sum(sales_count), sum(refunds_count), sum(orders_count), sum(sold_quantity), sum(refunded_quantity), max(last_line_id)
FROM merged GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ALTER TABLE "sales_rollup_items" ADD CONSTRAINT "sales_rollup_items_club_id_span_starts_at_item_id_pk" PRIMARY KEY("club_id","span","starts_at","item_id");
--> statement-breakpoint
ALTER TABLE "sales_rollup_categories" DROP CONSTRAINT "sales_rollup_categories_club_id_span_starts_at_slot_category_key_pk";
--> statement-breakpoint
ALTER TABLE "sales_rollup_categories" DROP COLUMN "slot";
--> statement-breakpoint
WITH merged AS (DELETE FROM sales_rollup_categories RETURNING *)
INSERT INTO sales_rollup_categories (club_id, span, starts_at, category_key, gross, refunds, sales_count, refunds_count, orders_count, sold_quantity, refunded_quantity)
SELECT club_id, span, starts_at, category_key, sum(gross), sum(refunds), sum(sales_count), sum(refunds_count), sum(orders_count), sum(sold_quantity), sum(refunded_quantity)
FROM merged GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ALTER TABLE "sales_rollup_categories" ADD CONSTRAINT "sales_rollup_categories_club_id_span_starts_at_category_key_pk" PRIMARY KEY("club_id","span","starts_at","category_key");
--> statement-breakpoint
ALTER TABLE "orders_by_status_rollup" DROP CONSTRAINT "orders_by_status_rollup_club_id_span_starts_at_slot_order_status_pk";
--> statement-breakpoint
ALTER TABLE "orders_by_status_rollup" DROP COLUMN "slot";
--> statement-breakpoint
WITH merged AS (DELETE FROM orders_by_status_rollup RETURNING *)
INSERT INTO orders_by_status_rollup (club_id, span, starts_at, order_status, orders_count, amount)
SELECT club_id, span, starts_at, order_status, sum(orders_count), sum(amount)
FROM merged GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
ALTER TABLE "orders_by_status_rollup" ADD CONSTRAINT "orders_by_status_rollup_club_id_span_starts_at_order_status_pk" PRIMARY KEY("club_id","span","starts_at","order_status");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_event(p_order integer, p_kind text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  o record;
  v_at timestamptz;
  v_sale integer;
  v_refund integer;
BEGIN
  SELECT id, club_id, order_amount, paid_at, cancelled_at INTO o FROM orders WHERE id = p_order;
  IF NOT FOUND OR o.paid_at IS NULL OR (p_kind = 'refund' AND o.cancelled_at IS NULL) THEN RETURN; END IF;
  v_at := CASE p_kind WHEN 'sale' THEN o.paid_at ELSE o.cancelled_at END;
  v_sale := CASE p_kind WHEN 'sale' THEN 1 ELSE 0 END;
  v_refund := CASE p_kind WHEN 'refund' THEN 1 ELSE 0 END;
  INSERT INTO sales_rollup AS r (club_id, span, starts_at, gross, refunds, sales_count, refunds_count)
  SELECT o.club_id, s.span, date_trunc(s.span, v_at, 'UTC'),
         v_sale * o.order_amount, v_refund * o.order_amount, v_sale, v_refund
  FROM (VALUES ('day'), ('hour'), ('month')) s(span) ORDER BY 2
  ON CONFLICT (club_id, span, starts_at) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count;

  INSERT INTO sales_rollup_methods AS r (club_id, span, starts_at, method, gross, refunds, sales_count,
                                         refunds_count)
  SELECT o.club_id, s.span, date_trunc(s.span, v_at, 'UTC'), p.method,
         v_sale * p.amount, v_refund * p.amount, v_sale, v_refund
  FROM (VALUES ('day'), ('hour'), ('month')) s(span) CROSS JOIN order_payments p
  WHERE p.order_id = o.id ORDER BY 2, 4
  ON CONFLICT (club_id, span, starts_at, method) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count;

  INSERT INTO sales_rollup_items AS r (club_id, span, starts_at, item_id, gross, refunds, sales_count,
                                       refunds_count, orders_count, sold_quantity, refunded_quantity, last_line_id)
  SELECT o.club_id, s.span, date_trunc(s.span, v_at, 'UTC'), l.item_id,
         v_sale * l.amount, v_refund * l.amount, v_sale, v_refund, v_sale,
         v_sale * l.item_quantity, v_refund * l.item_quantity, l.id
  FROM (VALUES ('day'), ('hour'), ('month')) s(span) CROSS JOIN order_items l
  WHERE l.order_id = o.id ORDER BY 2, 4
  ON CONFLICT (club_id, span, starts_at, item_id) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count,
    orders_count = r.orders_count + excluded.orders_count,
    sold_quantity = r.sold_quantity + excluded.sold_quantity,
    refunded_quantity = r.refunded_quantity + excluded.refunded_quantity,
    last_line_id = greatest(r.last_line_id, excluded.last_line_id);

  INSERT INTO sales_rollup_categories AS r (club_id, span, starts_at, category_key, gross, refunds,
                                            sales_count, refunds_count, orders_count, sold_quantity,
                                            refunded_quantity)
  SELECT o.club_id, s.span, date_trunc(s.span, v_at, 'UTC'), c.category_key,
         v_sale * c.amount, v_refund * c.amount, v_sale * c.lines, v_refund * c.lines, v_sale,
         v_sale * c.quantity, v_refund * c.quantity
  FROM (VALUES ('day'), ('hour'), ('month')) s(span)
  CROSS JOIN (
    SELECT x.category_key, sum(x.amount) AS amount, sum(x.quantity) AS quantity, count(*)::integer AS lines
    FROM (
      SELECT coalesce(i.item_category_id, 0) AS category_key, l.amount, l.item_quantity AS quantity
      FROM order_items l JOIN items i ON i.id = l.item_id WHERE l.order_id = o.id
      UNION ALL
      SELECT -1, b.amount, 1 FROM order_bookings b WHERE b.order_id = o.id
    ) x GROUP BY x.category_key
  ) c
  ORDER BY 2, 4
  ON CONFLICT (club_id, span, starts_at, category_key) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count,
    orders_count = r.orders_count + excluded.orders_count,
    sold_quantity = r.sold_quantity + excluded.sold_quantity,
    refunded_quantity = r.refunded_quantity + excluded.refunded_quantity;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_recategorize() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH lines AS (
    SELECT o.id AS order_id, o.club_id, o.paid_at, o.cancelled_at, l.amount, l.item_quantity AS quantity,
           coalesce(i.item_category_id, 0) AS now_key, coalesce(m.old_key, coalesce(i.item_category_id, 0)) AS was_key
    FROM orders o
    JOIN order_items l ON l.order_id = o.id
    JOIN items i ON i.id = l.item_id
    LEFT JOIN sales_rollup_moves m ON m.item_id = l.item_id
    WHERE o.paid_at IS NOT NULL
      AND o.id IN (SELECT x.order_id FROM order_items x JOIN sales_rollup_moves mx ON mx.item_id = x.item_id)
  ), sides AS (
    SELECT order_id, club_id, paid_at, cancelled_at, now_key AS category_key, 1 AS sign, amount, quantity FROM lines
    UNION ALL
    SELECT order_id, club_id, paid_at, cancelled_at, was_key, -1, amount, quantity FROM lines
  ), per_order AS (
    SELECT order_id, club_id, paid_at, cancelled_at, category_key,
           sum(sign * amount) AS amount, sum(sign * quantity) AS quantity, sum(sign) AS lines,
           bool_or(sign = 1)::integer - bool_or(sign = -1)::integer AS orders
    FROM sides GROUP BY 1, 2, 3, 4, 5
  ), events AS (
    SELECT p.*, k.kind, CASE k.kind WHEN 'sale' THEN p.paid_at ELSE p.cancelled_at END AS at
    FROM per_order p CROSS JOIN (VALUES ('sale'), ('refund')) k(kind)
    WHERE (p.amount <> 0 OR p.quantity <> 0 OR p.lines <> 0 OR p.orders <> 0)
      AND (k.kind = 'sale' OR p.cancelled_at IS NOT NULL)
  ), changes AS (
    SELECT e.club_id, s.span, date_trunc(s.span, e.at, 'UTC') AS starts_at, e.category_key,
           coalesce(sum(e.amount) FILTER (WHERE e.kind = 'sale'), 0) AS gross,
           coalesce(sum(e.amount) FILTER (WHERE e.kind = 'refund'), 0) AS refunds,
           coalesce(sum(e.lines) FILTER (WHERE e.kind = 'sale'), 0) AS sales_count,
           coalesce(sum(e.lines) FILTER (WHERE e.kind = 'refund'), 0) AS refunds_count,
           coalesce(sum(e.orders) FILTER (WHERE e.kind = 'sale'), 0) AS orders_count,
           coalesce(sum(e.quantity) FILTER (WHERE e.kind = 'sale'), 0) AS sold_quantity,
           coalesce(sum(e.quantity) FILTER (WHERE e.kind = 'refund'), 0) AS refunded_quantity
    FROM events e CROSS JOIN (VALUES ('day'), ('hour'), ('month')) s(span)
    GROUP BY 1, 2, 3, 4
  )
  INSERT INTO sales_rollup_categories AS r (club_id, span, starts_at, category_key, gross, refunds,
                                            sales_count, refunds_count, orders_count, sold_quantity,
                                            refunded_quantity)
  SELECT club_id, span, starts_at, category_key, gross, refunds, sales_count, refunds_count,
         orders_count, sold_quantity, refunded_quantity
  FROM changes
  ORDER BY club_id, span, starts_at, category_key
  ON CONFLICT (club_id, span, starts_at, category_key) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count,
    orders_count = r.orders_count + excluded.orders_count,
    sold_quantity = r.sold_quantity + excluded.sold_quantity,
    refunded_quantity = r.refunded_quantity + excluded.refunded_quantity;
  DELETE FROM sales_rollup_moves;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_by_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND NOT EXISTS (SELECT 1 FROM clubs c WHERE c.id = OLD.club_id))
     OR (TG_OP <> 'DELETE' AND NOT EXISTS (SELECT 1 FROM clubs c WHERE c.id = NEW.club_id)) THEN
    RETURN NULL;
  END IF;
  -- One club's commits write these rows one transaction at a time (the lock lasts until commit).
  PERFORM pg_advisory_xact_lock(16, coalesce(NEW.club_id, OLD.club_id));
  INSERT INTO orders_by_status_rollup AS r (club_id, span, starts_at, order_status, orders_count, amount)
  SELECT o.club_id, s.span, date_trunc(s.span, o.created_at, 'UTC'), o.order_status,
         sum(o.sign)::integer, sum(o.sign * o.order_amount)
  FROM (
    SELECT OLD.id, OLD.club_id, OLD.created_at, OLD.order_status, OLD.order_amount, -1 WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.id, NEW.club_id, NEW.created_at, NEW.order_status, NEW.order_amount, 1 WHERE TG_OP <> 'DELETE'
  ) o(id, club_id, created_at, order_status, order_amount, sign)
  CROSS JOIN (VALUES ('day'), ('hour'), ('month')) s(span)
  GROUP BY 1, 2, 3, 4
  HAVING sum(o.sign) <> 0 OR sum(o.sign * o.order_amount) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (club_id, span, starts_at, order_status) DO UPDATE SET
    orders_count = r.orders_count + excluded.orders_count, amount = r.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
  INSERT INTO sales_rollup AS r (club_id, span, starts_at, gross, refunds, sales_count, refunds_count)
  SELECT o.club_id, s.span, s.starts_at, v_sale * o.order_amount, v_refund * o.order_amount,
         v_sale, v_refund
  FROM (VALUES
    ('local_day', v_day),
    ('month_hour', date_trunc('month', v_at, 'UTC')
                   + (date_trunc('hour', v_at, 'UTC') - date_trunc('day', v_at, 'UTC')))
  ) s(span, starts_at)
  WHERE s.starts_at IS NOT NULL
  ORDER BY 2
  ON CONFLICT (club_id, span, starts_at) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollup_local_days(p_club integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_rollup WHERE club_id = p_club AND span = 'local_day';
  INSERT INTO sales_rollup (club_id, span, starts_at, gross, refunds, sales_count, refunds_count)
  SELECT o.club_id, 'local_day', (ev.at AT TIME ZONE c.time_zone)::date::timestamp AT TIME ZONE 'UTC',
         sum(ev.sale * o.order_amount), sum((1 - ev.sale) * o.order_amount), sum(ev.sale),
         sum(1 - ev.sale)
  FROM orders o
  JOIN clubs c ON c.id = o.club_id
  CROSS JOIN LATERAL (VALUES (1, o.paid_at), (0, o.cancelled_at)) ev(sale, at)
  WHERE o.club_id = p_club AND o.paid_at IS NOT NULL AND ev.at IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 3;
END $$;

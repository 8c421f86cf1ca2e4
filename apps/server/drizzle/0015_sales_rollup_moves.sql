-- Migration 0013 moved an item's past lines between categories row by row, each row reading the other
-- items of its orders as they are after the whole statement: when one statement moved several items
-- (deleting a category sets all its items' category to null), an order holding two of them lost its count
-- twice in the old category and never gained it in the new one. Its order-by-order walk also locked rollup
-- rows out of key order, so a sale committing meanwhile could deadlock with it. Replaced here by one
-- statement-level move of every item the statement moved, and the event function loses the parameters
-- only that walk used.
DROP TRIGGER items_sales_rollup_category ON items;
--> statement-breakpoint
-- The sales rollup holds the sale events of the accounting rule (a sale at paid_at; a refund at cancelled_at
-- of a paid order) summed per UTC hour, day and month. sales_rollup_event adds one event of one order,
-- reading the order as it is now: the triggers below run it at commit, when the order's lines and payments
-- are written. Rows are written table by table in key order, so that two transactions each paying or
-- cancelling one order never wait on each other in opposite orders; `slot` spreads one club's sales over 8
-- rows.
CREATE FUNCTION sales_rollup_event(p_order integer, p_kind text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  o record;
  v_at timestamptz;
  v_sale integer;
  v_refund integer;
  v_slot smallint;
BEGIN
  SELECT id, club_id, order_amount, paid_at, cancelled_at INTO o FROM orders WHERE id = p_order;
  IF NOT FOUND OR o.paid_at IS NULL OR (p_kind = 'refund' AND o.cancelled_at IS NULL) THEN RETURN; END IF;
  v_at := CASE p_kind WHEN 'sale' THEN o.paid_at ELSE o.cancelled_at END;
  v_sale := CASE p_kind WHEN 'sale' THEN 1 ELSE 0 END;
  v_refund := CASE p_kind WHEN 'refund' THEN 1 ELSE 0 END;
  v_slot := o.id % 8;
  INSERT INTO sales_rollup AS r (club_id, span, starts_at, slot, gross, refunds, sales_count, refunds_count)
  SELECT o.club_id, s.span, date_trunc(s.span, v_at, 'UTC'), v_slot,
         v_sale * o.order_amount, v_refund * o.order_amount, v_sale, v_refund
  FROM (VALUES ('day'), ('hour'), ('month')) s(span) ORDER BY 2
  ON CONFLICT (club_id, span, starts_at, slot) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count;

  INSERT INTO sales_rollup_methods AS r (club_id, span, starts_at, slot, method, gross, refunds, sales_count,
                                         refunds_count)
  SELECT o.club_id, s.span, date_trunc(s.span, v_at, 'UTC'), v_slot, p.method,
         v_sale * p.amount, v_refund * p.amount, v_sale, v_refund
  FROM (VALUES ('day'), ('hour'), ('month')) s(span) CROSS JOIN order_payments p
  WHERE p.order_id = o.id ORDER BY 2, 5
  ON CONFLICT (club_id, span, starts_at, slot, method) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count;

  INSERT INTO sales_rollup_items AS r (club_id, span, starts_at, slot, item_id, gross, refunds, sales_count,
                                       refunds_count, orders_count, sold_quantity, refunded_quantity, last_line_id)
  SELECT o.club_id, s.span, date_trunc(s.span, v_at, 'UTC'), v_slot, l.item_id,
         v_sale * l.amount, v_refund * l.amount, v_sale, v_refund, v_sale,
         v_sale * l.item_quantity, v_refund * l.item_quantity, l.id
  FROM (VALUES ('day'), ('hour'), ('month')) s(span) CROSS JOIN order_items l
  WHERE l.order_id = o.id ORDER BY 2, 5
  ON CONFLICT (club_id, span, starts_at, slot, item_id) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count,
    orders_count = r.orders_count + excluded.orders_count,
    sold_quantity = r.sold_quantity + excluded.sold_quantity,
    refunded_quantity = r.refunded_quantity + excluded.refunded_quantity,
    last_line_id = greatest(r.last_line_id, excluded.last_line_id);

  INSERT INTO sales_rollup_categories AS r (club_id, span, starts_at, slot, category_key, gross, refunds,
                                            sales_count, refunds_count, orders_count, sold_quantity,
                                            refunded_quantity)
  SELECT o.club_id, s.span, date_trunc(s.span, v_at, 'UTC'), v_slot, c.category_key,
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
  ORDER BY 2, 5
  ON CONFLICT (club_id, span, starts_at, slot, category_key) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count,
    orders_count = r.orders_count + excluded.orders_count,
    sold_quantity = r.sold_quantity + excluded.sold_quantity,
    refunded_quantity = r.refunded_quantity + excluded.refunded_quantity;
END $$;
--> statement-breakpoint
-- An order's events, once each: the sale when paid_at is set, the refund when a paid order gets cancelled_at
-- (both at once for an order written paid and cancelled).
CREATE OR REPLACE FUNCTION sales_rollup_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.paid_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.paid_at IS NULL) THEN
    PERFORM sales_rollup_event(NEW.id, 'sale');
  END IF;
  IF NEW.paid_at IS NOT NULL AND NEW.cancelled_at IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.paid_at IS NULL OR OLD.cancelled_at IS NULL) THEN
    PERFORM sales_rollup_event(NEW.id, 'refund');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION sales_rollup_event(integer, text, integer, boolean, integer, integer);
--> statement-breakpoint
-- The category report groups by the item's category now: an item that changes category takes its past
-- lines (and the orders they count) from the old category to the new one. Several items may move in one
-- statement (deleting a category sets its items' category to null at once), so each moved row only notes
-- its old category here, and one statement-level trigger then moves the lines of all of them together.
-- Not in the Drizzle schema: rows live only inside the statement that writes them.
CREATE TABLE sales_rollup_moves (item_id integer PRIMARY KEY, old_key integer NOT NULL);
--> statement-breakpoint
CREATE FUNCTION sales_rollup_note_move() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_rollup_moves (item_id, old_key) VALUES (NEW.id, coalesce(OLD.item_category_id, 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- For every paid order holding a moved item, the change per category is its lines counted as they are now
-- minus as they were (the moved items in their old category): money, quantities and lines of the moved
-- lines, and an order counted in a category only while it holds a line there. Summed per rollup row and
-- written in key order, the order a sale writes in, so a move and a sale never wait on each other in
-- opposite orders; rows whose change is nothing are not touched.
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
    SELECT e.club_id, s.span, date_trunc(s.span, e.at, 'UTC') AS starts_at, (e.order_id % 8)::smallint AS slot,
           e.category_key,
           coalesce(sum(e.amount) FILTER (WHERE e.kind = 'sale'), 0) AS gross,
           coalesce(sum(e.amount) FILTER (WHERE e.kind = 'refund'), 0) AS refunds,
           coalesce(sum(e.lines) FILTER (WHERE e.kind = 'sale'), 0) AS sales_count,
           coalesce(sum(e.lines) FILTER (WHERE e.kind = 'refund'), 0) AS refunds_count,
           coalesce(sum(e.orders) FILTER (WHERE e.kind = 'sale'), 0) AS orders_count,
           coalesce(sum(e.quantity) FILTER (WHERE e.kind = 'sale'), 0) AS sold_quantity,
           coalesce(sum(e.quantity) FILTER (WHERE e.kind = 'refund'), 0) AS refunded_quantity
    FROM events e CROSS JOIN (VALUES ('day'), ('hour'), ('month')) s(span)
    GROUP BY 1, 2, 3, 4, 5
  )
  INSERT INTO sales_rollup_categories AS r (club_id, span, starts_at, slot, category_key, gross, refunds,
                                            sales_count, refunds_count, orders_count, sold_quantity,
                                            refunded_quantity)
  SELECT club_id, span, starts_at, slot, category_key, gross, refunds, sales_count, refunds_count,
         orders_count, sold_quantity, refunded_quantity
  FROM changes
  ORDER BY club_id, span, starts_at, slot, category_key
  ON CONFLICT (club_id, span, starts_at, slot, category_key) DO UPDATE SET
    gross = r.gross + excluded.gross, refunds = r.refunds + excluded.refunds,
    sales_count = r.sales_count + excluded.sales_count, refunds_count = r.refunds_count + excluded.refunds_count,
    orders_count = r.orders_count + excluded.orders_count,
    sold_quantity = r.sold_quantity + excluded.sold_quantity,
    refunded_quantity = r.refunded_quantity + excluded.refunded_quantity;
  DELETE FROM sales_rollup_moves;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_sales_rollup_note_move AFTER UPDATE OF item_category_id ON items
FOR EACH ROW
WHEN (OLD.item_category_id IS DISTINCT FROM NEW.item_category_id)
EXECUTE FUNCTION sales_rollup_note_move();
--> statement-breakpoint
CREATE TRIGGER items_sales_rollup_category AFTER UPDATE OF item_category_id ON items
FOR EACH STATEMENT
EXECUTE FUNCTION sales_rollup_recategorize();

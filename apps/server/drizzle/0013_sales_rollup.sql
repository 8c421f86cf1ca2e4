CREATE TABLE "sales_rollup" (
	"club_id" integer NOT NULL,
	"span" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"slot" smallint NOT NULL,
	"gross" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"sales_count" integer NOT NULL,
	"refunds_count" integer NOT NULL,
	CONSTRAINT "sales_rollup_club_id_span_starts_at_slot_pk" PRIMARY KEY("club_id","span","starts_at","slot")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_categories" (
	"club_id" integer NOT NULL,
	"span" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"slot" smallint NOT NULL,
	"category_key" integer NOT NULL,
	"gross" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"sales_count" integer NOT NULL,
	"refunds_count" integer NOT NULL,
	"orders_count" integer NOT NULL,
	"sold_quantity" numeric(14, 3) NOT NULL,
	"refunded_quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "sales_rollup_categories_club_id_span_starts_at_slot_category_key_pk" PRIMARY KEY("club_id","span","starts_at","slot","category_key")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_items" (
	"club_id" integer NOT NULL,
	"span" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"slot" smallint NOT NULL,
	"item_id" integer NOT NULL,
	"gross" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"sales_count" integer NOT NULL,
	"refunds_count" integer NOT NULL,
	"orders_count" integer NOT NULL,
	"sold_quantity" numeric(14, 3) NOT NULL,
	"refunded_quantity" numeric(14, 3) NOT NULL,
	"last_line_id" integer NOT NULL,
	CONSTRAINT "sales_rollup_items_club_id_span_starts_at_slot_item_id_pk" PRIMARY KEY("club_id","span","starts_at","slot","item_id")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_methods" (
	"club_id" integer NOT NULL,
	"span" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"slot" smallint NOT NULL,
	"method" text NOT NULL,
	"gross" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"sales_count" integer NOT NULL,
	"refunds_count" integer NOT NULL,
	CONSTRAINT "sales_rollup_methods_club_id_span_starts_at_slot_method_pk" PRIMARY KEY("club_id","span","starts_at","slot","method")
);
--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD CONSTRAINT "sales_rollup_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rollup_categories" ADD CONSTRAINT "sales_rollup_categories_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rollup_items" ADD CONSTRAINT "sales_rollup_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rollup_methods" ADD CONSTRAINT "sales_rollup_methods_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sales rollup holds the sale events of the accounting rule (a sale at paid_at; a refund at cancelled_at
-- of a paid order) summed per UTC hour, day and month. sales_rollup_event adds one event of one order (or
-- takes it away, p_sign -1), reading the order as it is now: the triggers below run it at commit, when the
-- order's lines and payments are written. Rows are written table by table in key order, so that two
-- transactions never wait on each other in opposite orders; `slot` spreads one club's sales over 8 rows.
-- p_only_categories with p_item/p_item_category: the category lines only, as if p_item were in
-- p_item_category (how an item's past lines move when it changes category).
CREATE FUNCTION sales_rollup_event(
  p_order integer, p_kind text, p_sign integer,
  p_only_categories boolean DEFAULT false, p_item integer DEFAULT NULL, p_item_category integer DEFAULT NULL
) RETURNS void
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
  v_sale := CASE p_kind WHEN 'sale' THEN p_sign ELSE 0 END;
  v_refund := CASE p_kind WHEN 'refund' THEN p_sign ELSE 0 END;
  v_slot := o.id % 8;
  IF NOT p_only_categories THEN
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
  END IF;

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
      SELECT coalesce(CASE WHEN l.item_id = p_item THEN p_item_category ELSE i.item_category_id END, 0)
               AS category_key, l.amount, l.item_quantity AS quantity
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
CREATE FUNCTION sales_rollup_track() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.paid_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.paid_at IS NULL) THEN
    PERFORM sales_rollup_event(NEW.id, 'sale', 1);
  END IF;
  IF NEW.paid_at IS NOT NULL AND NEW.cancelled_at IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD.paid_at IS NULL OR OLD.cancelled_at IS NULL) THEN
    PERFORM sales_rollup_event(NEW.id, 'refund', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales_rollup_insert AFTER INSERT ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (NEW.paid_at IS NOT NULL)
EXECUTE FUNCTION sales_rollup_track();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_sales_rollup_update AFTER UPDATE OF paid_at, cancelled_at ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN ((OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL)
      OR (NEW.paid_at IS NOT NULL AND NEW.cancelled_at IS NOT NULL
          AND (OLD.paid_at IS NULL OR OLD.cancelled_at IS NULL)))
EXECUTE FUNCTION sales_rollup_track();
--> statement-breakpoint
-- The category report groups by the item's category now: an item that changes category takes its past
-- lines (and the orders they count) from the old category to the new one.
CREATE FUNCTION sales_rollup_recategorize() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  e record;
BEGIN
  FOR e IN
    SELECT o.id, k.kind FROM order_items l JOIN orders o ON o.id = l.order_id
    CROSS JOIN (VALUES ('sale'), ('refund')) k(kind)
    WHERE l.item_id = NEW.id AND o.paid_at IS NOT NULL AND (k.kind = 'sale' OR o.cancelled_at IS NOT NULL)
    ORDER BY o.id, k.kind DESC
  LOOP
    PERFORM sales_rollup_event(e.id, e.kind, -1, true, NEW.id, OLD.item_category_id);
    PERFORM sales_rollup_event(e.id, e.kind, 1, true);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_sales_rollup_category AFTER UPDATE OF item_category_id ON items
FOR EACH ROW
WHEN (OLD.item_category_id IS DISTINCT FROM NEW.item_category_id)
EXECUTE FUNCTION sales_rollup_recategorize();
--> statement-breakpoint
-- Orders by status: orders created in a range read from the index alone.
CREATE INDEX orders_club_created_status_idx ON orders (club_id, created_at) INCLUDE (order_status, order_amount);
--> statement-breakpoint
-- What was sold before this migration, in one pass per table: the same sums sales_rollup_event adds one
-- order at a time (one transaction adding every order one by one would update each month's rows as many times).
WITH ev AS (
  SELECT o.id, o.club_id, 'sale' AS kind, o.paid_at AS at, o.order_amount FROM orders o WHERE o.paid_at IS NOT NULL
  UNION ALL
  SELECT o.id, o.club_id, 'refund', o.cancelled_at, o.order_amount FROM orders o
  WHERE o.paid_at IS NOT NULL AND o.cancelled_at IS NOT NULL
), spans(span) AS (VALUES ('hour'), ('day'), ('month'))
INSERT INTO sales_rollup (club_id, span, starts_at, slot, gross, refunds, sales_count, refunds_count)
SELECT ev.club_id, s.span, date_trunc(s.span, ev.at, 'UTC'), ev.id % 8, coalesce(sum(ev.order_amount) FILTER (WHERE ev.kind = 'sale'), 0), coalesce(sum(ev.order_amount) FILTER (WHERE ev.kind = 'refund'), 0),
       count(*) FILTER (WHERE ev.kind = 'sale'), count(*) FILTER (WHERE ev.kind = 'refund')
FROM ev CROSS JOIN spans s GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
WITH ev AS (
  SELECT o.id, o.club_id, 'sale' AS kind, o.paid_at AS at, o.order_amount FROM orders o WHERE o.paid_at IS NOT NULL
  UNION ALL
  SELECT o.id, o.club_id, 'refund', o.cancelled_at, o.order_amount FROM orders o
  WHERE o.paid_at IS NOT NULL AND o.cancelled_at IS NOT NULL
), spans(span) AS (VALUES ('hour'), ('day'), ('month'))
INSERT INTO sales_rollup_methods (club_id, span, starts_at, slot, method, gross, refunds, sales_count, refunds_count)
SELECT ev.club_id, s.span, date_trunc(s.span, ev.at, 'UTC'), ev.id % 8, p.method, coalesce(sum(p.amount) FILTER (WHERE ev.kind = 'sale'), 0), coalesce(sum(p.amount) FILTER (WHERE ev.kind = 'refund'), 0),
       count(*) FILTER (WHERE ev.kind = 'sale'), count(*) FILTER (WHERE ev.kind = 'refund')
FROM ev CROSS JOIN spans s JOIN order_payments p ON p.order_id = ev.id GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
WITH ev AS (
  SELECT o.id, o.club_id, 'sale' AS kind, o.paid_at AS at, o.order_amount FROM orders o WHERE o.paid_at IS NOT NULL
  UNION ALL
  SELECT o.id, o.club_id, 'refund', o.cancelled_at, o.order_amount FROM orders o
  WHERE o.paid_at IS NOT NULL AND o.cancelled_at IS NOT NULL
), spans(span) AS (VALUES ('hour'), ('day'), ('month'))
INSERT INTO sales_rollup_items (club_id, span, starts_at, slot, item_id, gross, refunds, sales_count, refunds_count,
                                orders_count, sold_quantity, refunded_quantity, last_line_id)
SELECT ev.club_id, s.span, date_trunc(s.span, ev.at, 'UTC'), ev.id % 8, x.item_id, coalesce(sum(x.amount) FILTER (WHERE ev.kind = 'sale'), 0), coalesce(sum(x.amount) FILTER (WHERE ev.kind = 'refund'), 0),
       count(*) FILTER (WHERE ev.kind = 'sale'), count(*) FILTER (WHERE ev.kind = 'refund'),
       count(DISTINCT ev.id) FILTER (WHERE ev.kind = 'sale'),
       coalesce(sum(x.item_quantity) FILTER (WHERE ev.kind = 'sale'), 0), coalesce(sum(x.item_quantity) FILTER (WHERE ev.kind = 'refund'), 0), max(x.id)
FROM ev CROSS JOIN spans s JOIN order_items x ON x.order_id = ev.id GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
WITH ev AS (
  SELECT o.id, o.club_id, 'sale' AS kind, o.paid_at AS at, o.order_amount FROM orders o WHERE o.paid_at IS NOT NULL
  UNION ALL
  SELECT o.id, o.club_id, 'refund', o.cancelled_at, o.order_amount FROM orders o
  WHERE o.paid_at IS NOT NULL AND o.cancelled_at IS NOT NULL
), spans(span) AS (VALUES ('hour'), ('day'), ('month'))
INSERT INTO sales_rollup_categories (club_id, span, starts_at, slot, category_key, gross, refunds, sales_count,
                                     refunds_count, orders_count, sold_quantity, refunded_quantity)
SELECT ev.club_id, s.span, date_trunc(s.span, ev.at, 'UTC'), ev.id % 8, x.category_key, coalesce(sum(x.amount) FILTER (WHERE ev.kind = 'sale'), 0), coalesce(sum(x.amount) FILTER (WHERE ev.kind = 'refund'), 0),
       count(*) FILTER (WHERE ev.kind = 'sale'), count(*) FILTER (WHERE ev.kind = 'refund'),
       count(DISTINCT ev.id) FILTER (WHERE ev.kind = 'sale'),
       coalesce(sum(x.quantity) FILTER (WHERE ev.kind = 'sale'), 0), coalesce(sum(x.quantity) FILTER (WHERE ev.kind = 'refund'), 0)
FROM ev CROSS JOIN spans s
JOIN (SELECT l.order_id, coalesce(i.item_category_id, 0) AS category_key, l.amount, l.item_quantity AS quantity
      FROM order_items l JOIN items i ON i.id = l.item_id
      UNION ALL
      SELECT b.order_id, -1, b.amount, 1 FROM order_bookings b) x ON x.order_id = ev.id
GROUP BY 1, 2, 3, 4, 5;

CREATE TABLE "orders_by_status_rollup" (
	"club_id" integer NOT NULL,
	"span" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"slot" smallint NOT NULL,
	"order_status" text NOT NULL,
	"orders_count" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "orders_by_status_rollup_club_id_span_starts_at_slot_order_status_pk" PRIMARY KEY("club_id","span","starts_at","slot","order_status")
);
--> statement-breakpoint
ALTER TABLE "orders_by_status_rollup" ADD CONSTRAINT "orders_by_status_rollup_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders by the span of their created_at and their status now. orders_by_status_change adds an order's
-- new contribution and takes its old one away (an insert has no old one, a delete no new one), both summed
-- per key first (an edit of a pending order's amount is one row; nothing is written where they cancel out)
-- and written in key order, so that two transactions never wait on each other in opposite orders. It runs
-- at commit, like the sales rollup, so the rows are locked only while the transaction commits. An order
-- whose club is gone (deleted with its club, ON DELETE CASCADE) has no rows left to keep.
CREATE FUNCTION orders_by_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND NOT EXISTS (SELECT 1 FROM clubs c WHERE c.id = OLD.club_id))
     OR (TG_OP <> 'DELETE' AND NOT EXISTS (SELECT 1 FROM clubs c WHERE c.id = NEW.club_id)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO orders_by_status_rollup AS r (club_id, span, starts_at, slot, order_status, orders_count, amount)
  SELECT o.club_id, s.span, date_trunc(s.span, o.created_at, 'UTC'), o.id % 8, o.order_status,
         sum(o.sign)::integer, sum(o.sign * o.order_amount)
  FROM (
    SELECT OLD.id, OLD.club_id, OLD.created_at, OLD.order_status, OLD.order_amount, -1 WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.id, NEW.club_id, NEW.created_at, NEW.order_status, NEW.order_amount, 1 WHERE TG_OP <> 'DELETE'
  ) o(id, club_id, created_at, order_status, order_amount, sign)
  CROSS JOIN (VALUES ('day'), ('hour'), ('month')) s(span)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(o.sign) <> 0 OR sum(o.sign * o.order_amount) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (club_id, span, starts_at, slot, order_status) DO UPDATE SET
    orders_count = r.orders_count + excluded.orders_count, amount = r.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_by_status_insert AFTER INSERT ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
EXECUTE FUNCTION orders_by_status_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_by_status_update AFTER UPDATE OF order_status, order_amount, created_at, club_id
ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.order_status IS DISTINCT FROM NEW.order_status OR OLD.order_amount IS DISTINCT FROM NEW.order_amount
      OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.club_id IS DISTINCT FROM NEW.club_id)
EXECUTE FUNCTION orders_by_status_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_by_status_delete AFTER DELETE ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
EXECUTE FUNCTION orders_by_status_change();
--> statement-breakpoint
-- The orders already there, in one pass.
INSERT INTO orders_by_status_rollup (club_id, span, starts_at, slot, order_status, orders_count, amount)
SELECT o.club_id, s.span, date_trunc(s.span, o.created_at, 'UTC'), o.id % 8, o.order_status, count(*), sum(o.order_amount)
FROM orders o CROSS JOIN (VALUES ('hour'), ('day'), ('month')) s(span)
GROUP BY 1, 2, 3, 4, 5;

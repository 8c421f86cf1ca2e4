-- Migration 0016 wrote each event's rows in key order, but a transaction may queue two events for one order
-- (a sale created and charged at once: pending, then paid), each sorted on its own: such a commit took
-- "pending" rows, then "paid" ones, while a plain charge of another order of the club, in the same slot and
-- month, took "paid" then "pending", and the two could deadlock at commit, failing a sale. The change now
-- first takes a lock per club (advisory, until commit), so one club's commits write these rows, and the
-- sales rollup's after them, one at a time; other clubs do not wait.
CREATE OR REPLACE FUNCTION orders_by_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND NOT EXISTS (SELECT 1 FROM clubs c WHERE c.id = OLD.club_id))
     OR (TG_OP <> 'DELETE' AND NOT EXISTS (SELECT 1 FROM clubs c WHERE c.id = NEW.club_id)) THEN
    RETURN NULL;
  END IF;
  -- One club's commits write these rows one transaction at a time (the lock lasts until commit).
  PERFORM pg_advisory_xact_lock(16, coalesce(NEW.club_id, OLD.club_id));
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

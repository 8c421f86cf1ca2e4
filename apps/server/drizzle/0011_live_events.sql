-- Live back office: every change of a club's bookings, orders, register records or notifications
-- signals the channel club_events with the club and what changed. NOTIFY is transactional: listeners
-- hear it when the change commits, never for a rolled-back one, and PostgreSQL sends one signal for
-- identical payloads of one transaction, so a sale of many lines signals once.
CREATE FUNCTION "club_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_club integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_club := OLD.club_id;
  ELSE
    row_club := NEW.club_id;
  END IF;
  PERFORM pg_notify('club_events', json_build_object('club', row_club, 'topic', TG_TABLE_NAME)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_club_events" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "club_events_notify"();
--> statement-breakpoint
CREATE TRIGGER "orders_club_events" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "club_events_notify"();
--> statement-breakpoint
CREATE TRIGGER "cash_register_records_club_events" AFTER INSERT OR UPDATE OR DELETE ON "cash_register_records"
  FOR EACH ROW EXECUTE FUNCTION "club_events_notify"();
--> statement-breakpoint
CREATE TRIGGER "notifications_club_events" AFTER INSERT OR UPDATE OR DELETE ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION "club_events_notify"();

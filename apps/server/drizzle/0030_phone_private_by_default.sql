ALTER TABLE "users" ALTER COLUMN "hide_phone" SET DEFAULT true;--> statement-breakpoint
-- Nobody chose to show their phone before this: it becomes private, as the terms say, until they do.
UPDATE "users" SET "hide_phone" = true;
--> statement-breakpoint
-- A result reaches the club's feed only when its match was public: one shared by link stays among its players.
CREATE OR REPLACE FUNCTION "feed_result_confirmed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_items" ("club_id", "kind", "match_id", "result_id", "created_at")
  SELECT NEW.club_id, 'result', NEW.match_id, NEW.id, coalesce(NEW.answered_at, now())
  FROM "matches" m WHERE m.id = NEW.match_id AND m.visibility = 'public'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DELETE FROM "feed_items" fi USING "matches" m
WHERE fi.kind = 'result' AND m.id = fi.match_id AND m.visibility <> 'public';

-- item_tallies holds, per club and category (0 = no category), how many items are visible (not deleted).
-- Triggers keep it exact in the same transaction as the change; stock movements do not fire them.
CREATE FUNCTION item_tally_add(p_club integer, p_category integer, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta > 0 THEN
    INSERT INTO item_tallies (club_id, category_key, items) VALUES (p_club, p_category, p_delta)
    ON CONFLICT (club_id, category_key) DO UPDATE SET items = item_tallies.items + p_delta;
  ELSE
    -- A decrement always finds its row, unless the club itself is being deleted (then nothing is left to count).
    UPDATE item_tallies SET items = items + p_delta WHERE club_id = p_club AND category_key = p_category;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION item_tallies_track() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_key integer;
  new_key integer;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN old_key := coalesce(OLD.item_category_id, 0); END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN new_key := coalesce(NEW.item_category_id, 0); END IF;
  IF old_key IS NOT DISTINCT FROM new_key AND (TG_OP <> 'UPDATE' OR OLD.club_id = NEW.club_id) THEN
    RETURN NULL;
  END IF;
  -- Two rows change when an item moves between categories: always in key order, so two opposite moves
  -- at once cannot deadlock.
  IF old_key IS NOT NULL AND (new_key IS NULL OR old_key < new_key) THEN
    PERFORM item_tally_add(OLD.club_id, old_key, -1);
    IF new_key IS NOT NULL THEN PERFORM item_tally_add(NEW.club_id, new_key, 1); END IF;
  ELSE
    IF new_key IS NOT NULL THEN PERFORM item_tally_add(NEW.club_id, new_key, 1); END IF;
    IF old_key IS NOT NULL THEN PERFORM item_tally_add(OLD.club_id, old_key, -1); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER items_tally_insert AFTER INSERT ON items
FOR EACH ROW EXECUTE FUNCTION item_tallies_track();
--> statement-breakpoint
CREATE TRIGGER items_tally_delete AFTER DELETE ON items
FOR EACH ROW EXECUTE FUNCTION item_tallies_track();
--> statement-breakpoint
CREATE TRIGGER items_tally_update AFTER UPDATE OF item_category_id, deleted_at, club_id ON items
FOR EACH ROW
WHEN (OLD.item_category_id IS DISTINCT FROM NEW.item_category_id
      OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
      OR OLD.club_id <> NEW.club_id)
EXECUTE FUNCTION item_tallies_track();
--> statement-breakpoint
INSERT INTO item_tallies (club_id, category_key, items)
SELECT club_id, coalesce(item_category_id, 0), count(*)::integer FROM items WHERE deleted_at IS NULL GROUP BY 1, 2;

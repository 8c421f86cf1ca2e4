CREATE TABLE "feed_comment_reports" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_comment_reports_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "feed_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"body" text,
	"image_id" integer,
	"match_id" integer,
	"result_id" integer,
	"strongest_category" text,
	"weakest_category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "feed_items_kind_check" CHECK ("feed_items"."kind" in ('post', 'match', 'result', 'member')),
	CONSTRAINT "feed_items_post_body_check" CHECK ("feed_items"."kind" <> 'post' or "feed_items"."body" is not null)
);
--> statement-breakpoint
CREATE TABLE "feed_likes" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_likes_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "feed_comment_reports" ADD CONSTRAINT "feed_comment_reports_comment_id_feed_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."feed_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment_reports" ADD CONSTRAINT "feed_comment_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comment_reports" ADD CONSTRAINT "feed_comment_reports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_result_id_match_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."match_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_likes" ADD CONSTRAINT "feed_likes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_comment_reports_club_idx" ON "feed_comment_reports" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_comments_item_idx" ON "feed_comments" USING btree ("item_id","created_at","id") WHERE "feed_comments"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "feed_items_club_page_idx" ON "feed_items" USING btree ("club_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feed_items"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_result_idx" ON "feed_items" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_match_idx" ON "feed_items" USING btree ("match_id") WHERE "feed_items"."kind" = 'match';--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_member_idx" ON "feed_items" USING btree ("club_id","user_id") WHERE "feed_items"."kind" = 'member';--> statement-breakpoint
-- The club's events reach its feed in their own transaction: a trigger writes the feed row, so it exists
-- if and only if the event committed, and no service (bookings and matches both add members) has to
-- remember it. A public match opened, a result confirmed, a player's first membership of the club.
CREATE FUNCTION "feed_match_opened"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_items" ("club_id", "kind", "user_id", "match_id", "strongest_category", "weakest_category", "created_at")
  VALUES (NEW.club_id, 'match', NEW.created_by, NEW.id, NEW.strongest_category, NEW.weakest_category, NEW.created_at)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "matches_feed" AFTER INSERT ON "matches"
  FOR EACH ROW WHEN (NEW.visibility = 'public') EXECUTE FUNCTION "feed_match_opened"();
--> statement-breakpoint
CREATE FUNCTION "feed_result_confirmed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_items" ("club_id", "kind", "match_id", "result_id", "created_at")
  VALUES (NEW.club_id, 'result', NEW.match_id, NEW.id, coalesce(NEW.answered_at, now()))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "match_results_feed" AFTER INSERT OR UPDATE OF "status" ON "match_results"
  FOR EACH ROW WHEN (NEW.status = 'confirmed') EXECUTE FUNCTION "feed_result_confirmed"();
--> statement-breakpoint
CREATE FUNCTION "feed_member_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "feed_items" ("club_id", "kind", "user_id", "created_at")
  VALUES (NEW.club_id, 'member', NEW.user_id, NEW.created_at)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "club_memberships_feed" AFTER INSERT ON "club_memberships"
  FOR EACH ROW WHEN (NEW.role = 'authenticated') EXECUTE FUNCTION "feed_member_joined"();
--> statement-breakpoint
-- What happened before this migration is news too.
INSERT INTO "feed_items" ("club_id", "kind", "user_id", "match_id", "strongest_category", "weakest_category", "created_at")
SELECT club_id, 'match', created_by, id, strongest_category, weakest_category, created_at FROM "matches" WHERE visibility = 'public';
--> statement-breakpoint
INSERT INTO "feed_items" ("club_id", "kind", "match_id", "result_id", "created_at")
SELECT club_id, 'result', match_id, id, coalesce(answered_at, reported_at) FROM "match_results" WHERE status = 'confirmed';
--> statement-breakpoint
INSERT INTO "feed_items" ("club_id", "kind", "user_id", "created_at")
SELECT club_id, 'member', user_id, created_at FROM "club_memberships" WHERE role = 'authenticated';

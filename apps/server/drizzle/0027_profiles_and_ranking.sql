CREATE TABLE "category_thresholds" (
	"club_id" integer NOT NULL,
	"category" text NOT NULL,
	"min_points" integer NOT NULL,
	CONSTRAINT "category_thresholds_club_id_category_pk" PRIMARY KEY("club_id","category"),
	CONSTRAINT "category_thresholds_points_check" CHECK ("category_thresholds"."min_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_photos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_ratings" ADD COLUMN "points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD COLUMN "last_change" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "category_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "side" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hide_from_ranking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_thresholds" ADD CONSTRAINT "category_thresholds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_photos" ADD CONSTRAINT "user_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_ratings_ranking_idx" ON "player_ratings" USING btree ("club_id","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_side_check" CHECK ("users"."side" in ('drive', 'reves'));--> statement-breakpoint
UPDATE "player_ratings" SET "points" = greatest(0, round(1000 + 40 * ("mu" - 3 * "sigma")));

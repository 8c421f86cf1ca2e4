CREATE TABLE "match_players" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "match_players_side_check" CHECK ("match_players"."side" in ('drive', 'reves'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"slug_token" text NOT NULL,
	"open_places" integer NOT NULL,
	"visibility" text NOT NULL,
	"strongest_category" text,
	"weakest_category" text,
	"booker_side" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_open_places_check" CHECK ("matches"."open_places" between 1 and 3),
	CONSTRAINT "matches_visibility_check" CHECK ("matches"."visibility" in ('public', 'link')),
	CONSTRAINT "matches_booker_side_check" CHECK ("matches"."booker_side" in ('drive', 'reves')),
	CONSTRAINT "matches_range_check" CHECK (("matches"."strongest_category" is null) = ("matches"."weakest_category" is null))
);
--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_players" ADD CONSTRAINT "match_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_players_live_idx" ON "match_players" USING btree ("match_id","user_id") WHERE "match_players"."left_at" is null;--> statement-breakpoint
CREATE INDEX "match_players_user_idx" ON "match_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_booking_idx" ON "matches" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "matches_club_idx" ON "matches" USING btree ("club_id","visibility");
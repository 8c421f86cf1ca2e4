CREATE TABLE "match_reminders" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "slot_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"court_id" integer,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "match_reminder_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "waitlist_offer_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_reminders" ADD CONSTRAINT "match_reminders_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reminders" ADD CONSTRAINT "match_reminders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_waitlist" ADD CONSTRAINT "match_waitlist_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_waitlist" ADD CONSTRAINT "match_waitlist_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_waitlist" ADD CONSTRAINT "match_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waitlist" ADD CONSTRAINT "slot_waitlist_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waitlist" ADD CONSTRAINT "slot_waitlist_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waitlist" ADD CONSTRAINT "slot_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_waitlist_player_idx" ON "match_waitlist" USING btree ("match_id","user_id");--> statement-breakpoint
CREATE INDEX "match_waitlist_user_idx" ON "match_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_waitlist_court_idx" ON "slot_waitlist" USING btree ("user_id","court_id","starts_at","duration_minutes") WHERE "slot_waitlist"."court_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_waitlist_any_court_idx" ON "slot_waitlist" USING btree ("user_id","club_id","starts_at","duration_minutes") WHERE "slot_waitlist"."court_id" is null;--> statement-breakpoint
CREATE INDEX "slot_waitlist_club_idx" ON "slot_waitlist" USING btree ("club_id","starts_at");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_match_reminder_check" CHECK ("clubs"."match_reminder_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_waitlist_offer_check" CHECK ("clubs"."waitlist_offer_minutes" between 5 and 1440);
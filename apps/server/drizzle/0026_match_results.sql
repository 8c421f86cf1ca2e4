CREATE TABLE "match_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"sets" jsonb NOT NULL,
	"pair_1" integer[] NOT NULL,
	"pair_2" integer[] NOT NULL,
	"winner" integer NOT NULL,
	"status" text DEFAULT 'reported' NOT NULL,
	"reported_by" integer NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	CONSTRAINT "match_results_winner_check" CHECK ("match_results"."winner" in (1, 2)),
	CONSTRAINT "match_results_status_check" CHECK ("match_results"."status" in ('reported', 'confirmed', 'disputed')),
	CONSTRAINT "match_results_pairs_check" CHECK (cardinality("match_results"."pair_1") = 2 and cardinality("match_results"."pair_2") = 2)
);
--> statement-breakpoint
CREATE TABLE "player_ratings" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"played" integer DEFAULT 0 NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_ratings_club_id_user_id_pk" PRIMARY KEY("club_id","user_id"),
	CONSTRAINT "player_ratings_won_check" CHECK ("player_ratings"."won" <= "player_ratings"."played")
);
--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_results_match_idx" ON "match_results" USING btree ("match_id");
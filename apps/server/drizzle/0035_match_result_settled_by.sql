ALTER TABLE "match_results" ADD COLUMN "settled_by" integer;--> statement-breakpoint
ALTER TABLE "match_results" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
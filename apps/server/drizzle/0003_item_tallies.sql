CREATE TABLE "item_tallies" (
	"club_id" integer NOT NULL,
	"category_key" integer NOT NULL,
	"items" integer NOT NULL,
	CONSTRAINT "item_tallies_club_id_category_key_pk" PRIMARY KEY("club_id","category_key"),
	CONSTRAINT "item_tallies_items_check" CHECK ("item_tallies"."items" >= 0)
);
--> statement-breakpoint
ALTER TABLE "item_tallies" ADD CONSTRAINT "item_tallies_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
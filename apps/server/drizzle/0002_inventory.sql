CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"product_brand" text DEFAULT '' NOT NULL,
	"product_description" text DEFAULT '' NOT NULL,
	"product_barcode" text,
	"product_category_id" integer,
	"image_id" integer,
	"name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"item_category_name" text NOT NULL,
	"item_category_description" text DEFAULT '' NOT NULL,
	"image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"item_brand" text DEFAULT '' NOT NULL,
	"item_description" text DEFAULT '' NOT NULL,
	"item_buy_price" integer NOT NULL,
	"item_sell_price" integer NOT NULL,
	"item_barcode" text,
	"item_favorite" boolean DEFAULT false NOT NULL,
	"item_bulk" boolean DEFAULT false NOT NULL,
	"item_measurement_unit" text,
	"item_category_id" integer,
	"image_id" integer,
	"product_id" integer,
	"item_stock_stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"item_stock_critical_stock" numeric(14, 3) DEFAULT '0' NOT NULL,
	"item_allow_negative_stock" boolean DEFAULT false NOT NULL,
	"critical_notified" boolean DEFAULT false NOT NULL,
	"name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "items_prices_check" CHECK ("items"."item_buy_price" >= 0 and "items"."item_sell_price" >= 0),
	CONSTRAINT "items_critical_stock_check" CHECK ("items"."item_stock_critical_stock" >= 0),
	CONSTRAINT "items_stock_not_negative" CHECK ("items"."item_allow_negative_stock" or "items"."item_stock_stock" >= 0),
	CONSTRAINT "items_unit_quantities_whole" CHECK ("items"."item_bulk" or ("items"."item_stock_stock" = trunc("items"."item_stock_stock") and "items"."item_stock_critical_stock" = trunc("items"."item_stock_critical_stock"))),
	CONSTRAINT "items_bulk_unit_check" CHECK (("items"."item_bulk" and "items"."item_measurement_unit" is not null) or (not "items"."item_bulk" and "items"."item_measurement_unit" is null))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"stock_after" numeric(14, 3) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"user_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('initial', 'sale', 'cancellation', 'restock', 'adjustment', 'count')),
	CONSTRAINT "stock_movements_adjustment_note_check" CHECK ("stock_movements"."reason" <> 'adjustment' or length(trim(coalesce("stock_movements"."note", ''))) > 0),
	CONSTRAINT "stock_movements_quantity_check" CHECK ("stock_movements"."quantity" <> 0 or "stock_movements"."reason" = 'count'),
	CONSTRAINT "stock_movements_order_check" CHECK (("stock_movements"."reason" in ('sale', 'cancellation')) = ("stock_movements"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"thumbnail_mime" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_categories" ADD CONSTRAINT "item_categories_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_item_category_id_item_categories_id_fk" FOREIGN KEY ("item_category_id") REFERENCES "public"."item_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_image_id_uploads_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_key" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_key" ON "products" USING btree ("product_barcode");--> statement-breakpoint
CREATE INDEX "products_order_idx" ON "products" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("product_category_id","name_key","id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "item_categories_club_name_key" ON "item_categories" USING btree ("club_id",lower("item_category_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "items_club_barcode_key" ON "items" USING btree ("club_id","item_barcode") WHERE "items"."deleted_at" is null and "items"."item_barcode" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "items_club_product_key" ON "items" USING btree ("club_id","product_id") WHERE "items"."deleted_at" is null and "items"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "items_order_idx" ON "items" USING btree ("club_id","name_key","id") WHERE "items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("club_id","item_category_id","name_key","id") WHERE "items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "items_search_trgm_idx" ON "items" USING gin ("club_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_order_item_reason_key" ON "stock_movements" USING btree ("order_id","item_id","reason") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_item_idx" ON "stock_movements" USING btree ("item_id","created_at","id");
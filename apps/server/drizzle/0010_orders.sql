CREATE TABLE "cash_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"cash_register_record_id" integer NOT NULL,
	"cash_movement_type" text NOT NULL,
	"cash_movement_amount" integer NOT NULL,
	"cash_movement_reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_movements_type_check" CHECK ("cash_movements"."cash_movement_type" in ('in', 'out')),
	CONSTRAINT "cash_movements_amount_check" CHECK ("cash_movements"."cash_movement_amount" > 0),
	CONSTRAINT "cash_movements_reason_check" CHECK (length(trim("cash_movements"."cash_movement_reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "order_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"percentage" integer NOT NULL,
	"amount" integer NOT NULL,
	"status_before" text,
	"percentage_before" integer,
	CONSTRAINT "order_bookings_percentage_check" CHECK ("order_bookings"."percentage" in (50, 100)),
	CONSTRAINT "order_bookings_amount_check" CHECK ("order_bookings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"item_brand" text DEFAULT '' NOT NULL,
	"item_bulk" boolean NOT NULL,
	"item_measure_unit_short" text,
	"item_quantity" numeric(14, 3) NOT NULL,
	"item_sell_price" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."item_quantity" > 0 and ("order_items"."item_bulk" or "order_items"."item_quantity" = trunc("order_items"."item_quantity"))),
	CONSTRAINT "order_items_amounts_check" CHECK ("order_items"."item_sell_price" >= 0 and "order_items"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_payments_method_check" CHECK ("order_payments"."method" in ('cash', 'debit', 'credit', 'transfer')),
	CONSTRAINT "order_payments_amount_check" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"order_status" text NOT NULL,
	"order_source" text NOT NULL,
	"order_amount" integer NOT NULL,
	"order_currency" text DEFAULT 'CLP' NOT NULL,
	"order_cash_payed" integer DEFAULT 0 NOT NULL,
	"order_change" integer DEFAULT 0 NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"mail_client_name" text,
	"mail_client_lastname" text,
	"mail_client_email" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cash_register_record_id" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"refund_cash_register_record_id" integer,
	CONSTRAINT "orders_status_check" CHECK ("orders"."order_status" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "orders_source_check" CHECK ("orders"."order_source" in ('pos', 'reception', 'app')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."order_amount" >= 0 and "orders"."order_change" >= 0 and "orders"."order_cash_payed" >= "orders"."order_change"),
	CONSTRAINT "orders_paid_check" CHECK (("orders"."paid_at" is null) = ("orders"."cash_register_record_id" is null) and ("orders"."paid_at" is null) = ("orders"."paid_by" is null)),
	CONSTRAINT "orders_cancel_check" CHECK (("orders"."cancelled_at" is null) = ("orders"."order_status" <> 'cancelled')),
	CONSTRAINT "orders_state_check" CHECK (("orders"."order_status" = 'pending' and "orders"."paid_at" is null) or ("orders"."order_status" = 'paid' and "orders"."paid_at" is not null) or "orders"."order_status" = 'cancelled'),
	CONSTRAINT "orders_refund_check" CHECK (("orders"."refund_cash_register_record_id" is not null) = ("orders"."cancelled_at" is not null and "orders"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_cash_register_record_id_cash_register_records_id_fk" FOREIGN KEY ("cash_register_record_id") REFERENCES "public"."cash_register_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bookings" ADD CONSTRAINT "order_bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bookings" ADD CONSTRAINT "order_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bookings" ADD CONSTRAINT "order_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cash_register_record_id_cash_register_records_id_fk" FOREIGN KEY ("cash_register_record_id") REFERENCES "public"."cash_register_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_cash_register_record_id_cash_register_records_id_fk" FOREIGN KEY ("refund_cash_register_record_id") REFERENCES "public"."cash_register_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_movements_record_idx" ON "cash_movements" USING btree ("cash_register_record_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_bookings_order_booking_key" ON "order_bookings" USING btree ("order_id","booking_id");--> statement-breakpoint
CREATE INDEX "order_bookings_booking_idx" ON "order_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_item_key" ON "order_items" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "order_items_item_idx" ON "order_items" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_method_key" ON "order_payments" USING btree ("order_id","method");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_club_idempotency_key" ON "orders" USING btree ("club_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_club_time_idx" ON "orders" USING btree ("club_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_club_status_time_idx" ON "orders" USING btree ("club_id","order_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_record_idx" ON "orders" USING btree ("cash_register_record_id") WHERE "orders"."cash_register_record_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_refund_record_idx" ON "orders" USING btree ("refund_cash_register_record_id") WHERE "orders"."refund_cash_register_record_id" is not null;--> statement-breakpoint
-- The stock ledger named its order since migration 0002; the orders table exists now. Declared here
-- rather than in the schema so that the inventory schema does not import the orders schema (which
-- imports items): the two files would depend on each other.
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;

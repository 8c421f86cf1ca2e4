CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"channel" text NOT NULL,
	"method" text NOT NULL,
	"percentage" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"gateway_token" text,
	"authorization_code" text,
	"cash_register_record_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "booking_payments_gateway_token_unique" UNIQUE("gateway_token"),
	CONSTRAINT "booking_payments_channel_check" CHECK ("booking_payments"."channel" in ('online', 'reception')),
	CONSTRAINT "booking_payments_method_check" CHECK ("booking_payments"."method" in ('webpay', 'test', 'cash', 'debit', 'credit', 'transfer')),
	CONSTRAINT "booking_payments_percentage_check" CHECK ("booking_payments"."percentage" in (50, 100)),
	CONSTRAINT "booking_payments_amount_check" CHECK ("booking_payments"."amount" >= 0),
	CONSTRAINT "booking_payments_status_check" CHECK ("booking_payments"."status" in ('pending', 'paid', 'rejected', 'abandoned', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"schedule_id" integer,
	"slug_token" text NOT NULL,
	"user_id" integer,
	"walk_in_name" text,
	"walk_in_phone" text,
	"booking_type" text DEFAULT 'match' NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'p0' NOT NULL,
	"payment_percentage" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	"price_reason" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_int" integer NOT NULL,
	"hold_until" timestamp with time zone,
	"series_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('p0', 'p50', 'p100', 'pr', 'pc', 'pb')),
	CONSTRAINT "bookings_percentage_check" CHECK ("bookings"."payment_percentage" in (0, 50, 100)),
	CONSTRAINT "bookings_type_check" CHECK ("bookings"."booking_type" in ('match', 'class', 'tournament', 'maintenance')),
	CONSTRAINT "bookings_channel_check" CHECK ("bookings"."channel" in ('online', 'reception')),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."price" >= 0),
	CONSTRAINT "bookings_span_check" CHECK ("bookings"."ends_at" = "bookings"."starts_at" + make_interval(mins => "bookings"."duration_int") and "bookings"."duration_int" > 0),
	CONSTRAINT "bookings_cancel_check" CHECK (("bookings"."cancelled_at" is null) = ("bookings"."cancel_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "court_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"band" text NOT NULL,
	"duration_int" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "court_prices_band_check" CHECK ("court_prices"."band" in ('peak', 'off_peak')),
	CONSTRAINT "court_prices_duration_check" CHECK ("court_prices"."duration_int" in (10, 15, 30, 45, 60, 90, 120)),
	CONSTRAINT "court_prices_price_check" CHECK ("court_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "court_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"band" text NOT NULL,
	CONSTRAINT "court_schedules_weekday_check" CHECK ("court_schedules"."weekday" between 1 and 7),
	CONSTRAINT "court_schedules_span_check" CHECK ("court_schedules"."start_minute" >= 0 and "court_schedules"."end_minute" <= 1440 and "court_schedules"."start_minute" < "court_schedules"."end_minute"),
	CONSTRAINT "court_schedules_slot_check" CHECK ("court_schedules"."slot_minutes" in (10, 15, 30, 45, 60, 90, 120)),
	CONSTRAINT "court_schedules_band_check" CHECK ("court_schedules"."band" in ('peak', 'off_peak'))
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"court_name" text NOT NULL,
	"indoor" boolean DEFAULT false NOT NULL,
	"surface" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_registers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "booking_window_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "cancellation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "online_payment_percentage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "booking_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_cash_register_record_id_cash_register_records_id_fk" FOREIGN KEY ("cash_register_record_id") REFERENCES "public"."cash_register_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_schedule_id_court_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."court_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_prices" ADD CONSTRAINT "court_prices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_prices" ADD CONSTRAINT "court_prices_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_schedules" ADD CONSTRAINT "court_schedules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_schedules" ADD CONSTRAINT "court_schedules_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_club_time_idx" ON "booking_payments" USING btree ("club_id","created_at","id");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_payments_record_idx" ON "booking_payments" USING btree ("cash_register_record_id") WHERE "booking_payments"."cash_register_record_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_club_time_idx" ON "bookings" USING btree ("club_id","starts_at") WHERE "bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_user_time_idx" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "court_prices_court_band_duration_key" ON "court_prices" USING btree ("court_id","band","duration_int");--> statement-breakpoint
CREATE INDEX "court_schedules_court_idx" ON "court_schedules" USING btree ("court_id","weekday","start_minute");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_club_name_key" ON "courts" USING btree ("club_id",lower("court_name"));--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_booking_window_check" CHECK ("clubs"."booking_window_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_cancellation_check" CHECK ("clubs"."cancellation_hours" between 0 and 720);--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_online_payment_check" CHECK ("clubs"."online_payment_percentage" in (0, 50, 100));--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_hold_check" CHECK ("clubs"."booking_hold_minutes" between 5 and 1440);
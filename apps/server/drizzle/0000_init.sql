CREATE TABLE "cash_register_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"cash_register_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"open_cash_user_amount" integer NOT NULL,
	"close_cash_user_amount" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"close_debit_balance" integer DEFAULT 0 NOT NULL,
	"close_transfer_balance" integer DEFAULT 0 NOT NULL,
	"close_credit_balance" integer DEFAULT 0 NOT NULL,
	"close_cash_balance" integer DEFAULT 0 NOT NULL,
	"close_cash_backend_balance" integer DEFAULT 0 NOT NULL,
	"close_reservation_balance" integer DEFAULT 0 NOT NULL,
	"close_total_balance" integer DEFAULT 0 NOT NULL,
	"cash_balance_diff" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cash_register_records_open_amount_check" CHECK ("cash_register_records"."open_cash_user_amount" >= 0),
	CONSTRAINT "cash_register_records_close_amount_check" CHECK ("cash_register_records"."close_cash_user_amount" >= 0),
	CONSTRAINT "cash_register_records_closing_check" CHECK (("cash_register_records"."closed_at" is null) = ("cash_register_records"."close_cash_user_amount" is null))
);
--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"cash_register_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"enabled_services" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"support_email" text NOT NULL,
	"time_zone" text DEFAULT 'America/Santiago' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"notification_title" text NOT NULL,
	"notification_message" text NOT NULL,
	"notification_link" text,
	"notification_status" text DEFAULT 'unread' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."notification_status" in ('unread', 'read'))
);
--> statement-breakpoint
CREATE TABLE "club_memberships" (
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_memberships_club_id_user_id_pk" PRIMARY KEY("club_id","user_id"),
	CONSTRAINT "club_memberships_role_check" CHECK ("club_memberships"."role" in ('authenticated', 'club_administrator'))
);
--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"rut" text,
	"phone" text,
	"category" text,
	"password_hash" text NOT NULL,
	"sessions_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_register_records" ADD CONSTRAINT "cash_register_records_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_records" ADD CONSTRAINT "cash_register_records_cash_register_id_cash_registers_id_fk" FOREIGN KEY ("cash_register_id") REFERENCES "public"."cash_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_register_records" ADD CONSTRAINT "cash_register_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_memberships" ADD CONSTRAINT "club_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_register_records_one_open_per_register" ON "cash_register_records" USING btree ("cash_register_id") WHERE "cash_register_records"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_register_records_one_open_per_operator" ON "cash_register_records" USING btree ("user_id") WHERE "cash_register_records"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cash_register_records_history_idx" ON "cash_register_records" USING btree ("club_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "cash_register_records_operator_idx" ON "cash_register_records" USING btree ("club_id","user_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "cash_register_records_register_idx" ON "cash_register_records" USING btree ("cash_register_id","opened_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_club_name_key" ON "cash_registers" USING btree ("club_id","cash_register_name");--> statement-breakpoint
CREATE INDEX "notifications_inbox_idx" ON "notifications" USING btree ("club_id","user_id","sent_at","id") WHERE "notifications"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("club_id","user_id","sent_at","id") WHERE "notifications"."archived_at" is null and "notifications"."notification_status" = 'unread';--> statement-breakpoint
CREATE UNIQUE INDEX "club_memberships_one_admin_club" ON "club_memberships" USING btree ("user_id") WHERE "club_memberships"."role" = 'club_administrator';--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_rut_key" ON "users" USING btree ("rut");
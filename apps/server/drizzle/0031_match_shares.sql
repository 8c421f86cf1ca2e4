ALTER TABLE "booking_payments" DROP CONSTRAINT "booking_payments_status_check";--> statement-breakpoint
ALTER TABLE "booking_payments" ALTER COLUMN "percentage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "player_id" integer;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "match_share_refund" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_share_paid_idx" ON "booking_payments" USING btree ("booking_id","player_id") WHERE "booking_payments"."player_id" is not null and "booking_payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","sent_at","id") WHERE "notifications"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_share_check" CHECK (("booking_payments"."percentage" is null) = ("booking_payments"."player_id" is not null));--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_refund_check" CHECK (("booking_payments"."status" = 'refunded') = ("booking_payments"."refunded_at" is not null));--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_status_check" CHECK ("booking_payments"."status" in ('pending', 'paid', 'rejected', 'abandoned', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_match_share_refund_check" CHECK ("clubs"."match_share_refund" in ('refund', 'keep'));
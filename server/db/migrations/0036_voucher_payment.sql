ALTER TABLE "vouchers" ADD COLUMN "stripe_session_id" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_stripe_session_id_unique" UNIQUE("stripe_session_id");
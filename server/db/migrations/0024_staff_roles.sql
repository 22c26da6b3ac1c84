CREATE TABLE "approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"order_number" text,
	"amount_cents" integer NOT NULL,
	"input" jsonb NOT NULL,
	"requested_by_id" text,
	"requested_by_email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "approvals_kind_known" CHECK ("approvals"."kind" in ('order_refund', 'order_credit', 'withdrawal_refund', 'withdrawal_credit')),
	CONSTRAINT "approvals_state_known" CHECK ("approvals"."state" in ('pending', 'approved', 'declined')),
	CONSTRAINT "approvals_amount_positive" CHECK ("approvals"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX "approvals_state_idx" ON "approvals" USING btree ("state","requested_at");--> statement-breakpoint
-- Roles by area (#49 §3): the old administration owns the shop, the old "Mitarbeit" is customer service.
UPDATE "users" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
UPDATE "users" SET "role" = 'service' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('customer', 'owner', 'packing', 'accounting', 'service'));
ALTER TABLE "withdrawals" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "state" text DEFAULT 'declared' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refunded_on" date;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_state_created_idx" ON "withdrawals" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_order_idx" ON "withdrawals" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_refunded_nonnegative" CHECK ("withdrawals"."refunded_cents" >= 0);
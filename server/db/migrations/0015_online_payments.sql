CREATE TABLE "online_payments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payment_intent_id" text,
	"method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "fee_cents" integer;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_state_idx" ON "online_payments" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_provider_ref_idx" ON "order_payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"));
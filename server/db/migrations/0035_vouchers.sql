CREATE SEQUENCE "public"."voucher_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "voucher_redemptions_order_voucher" UNIQUE("order_id","voucher_id"),
	CONSTRAINT "voucher_redemptions_amount_positive" CHECK ("voucher_redemptions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"number" text DEFAULT ('GS-' || to_char(now() at time zone 'Europe/Berlin', 'YYYY') || '-' || lpad(nextval('voucher_number_seq')::text, 6, '0')) NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"valid_until" date NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"payment_method" text DEFAULT 'invoice' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text,
	"recipient_email" text,
	"deliver_on" date NOT NULL,
	"message" text,
	"locale" text DEFAULT 'de' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"mailed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_number_unique" UNIQUE("number"),
	CONSTRAINT "vouchers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "vouchers_state_known" CHECK ("vouchers"."state" in ('pending', 'active', 'cancelled')),
	CONSTRAINT "vouchers_initial_in_range" CHECK ("vouchers"."initial_cents" between 1000 and 20000),
	CONSTRAINT "vouchers_balance_in_range" CHECK ("vouchers"."balance_cents" >= 0 and "vouchers"."balance_cents" <= "vouchers"."initial_cents")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "vouchers_created_idx" ON "vouchers" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_within_total" CHECK ("orders"."voucher_cents" between 0 and "orders"."total_cents");
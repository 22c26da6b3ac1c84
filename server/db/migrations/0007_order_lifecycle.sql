CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_year_kind_pk" PRIMARY KEY("year","kind")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"cancels_invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_date" date NOT NULL,
	"total_cents" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
-- Orders placed before this migration get their numbers in the order they were placed (hand-written).
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
WITH numbered AS (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders")
UPDATE "orders" SET "number" = 'BW-' || to_char("orders"."created_at" at time zone 'Europe/Berlin', 'YYYY') || '-' || lpad(numbered.n::text, 6, '0')
FROM numbered WHERE "orders"."id" = numbered."id";--> statement-breakpoint
SELECT setval('order_number_seq', greatest((SELECT count(*) FROM "orders"), 1), (SELECT count(*) FROM "orders") > 0);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT ('BW-' || to_char(now() at time zone 'Europe/Berlin', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Plants listed before stock was kept stay on sale with 50 units until the merchant counts (hand-written).
UPDATE "plants" SET "stock" = 50;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_cancellation_idx" ON "invoices" USING btree ("cancels_invoice_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_stock_nonnegative" CHECK ("plants"."stock" >= 0);
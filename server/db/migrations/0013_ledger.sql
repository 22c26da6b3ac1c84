DROP INDEX "order_shipments_order_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "withdrawal_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "method" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "withdrawal_id" uuid;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "vat_rate" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refused_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "restocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_reverses_id_order_payments_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."order_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_replaces_id_order_shipments_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."order_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "order_payments_paid_on_idx" ON "order_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_reverses_idx" ON "order_payments" USING btree ("reverses_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_replaces_idx" ON "order_shipments" USING btree ("replaces_id");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("order_id","shipped_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_vat_rate_known" CHECK ("order_items"."vat_rate" in (7, 19));--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_vat_rate_known" CHECK ("plants"."vat_rate" in (7, 19));--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_kind_known" CHECK ("order_payments"."kind" in ('payment', 'refund'));--> statement-breakpoint
-- Refunds were kept on the withdrawal until now: they become money movements of the ledger.
INSERT INTO "order_payments" ("order_id", "kind", "amount_cents", "paid_on", "method", "reason", "withdrawal_id", "actor", "created_at")
  SELECT "order_id", 'refund', "refunded_cents", coalesce("refunded_on", ("created_at" at time zone 'Europe/Berlin')::date), 'transfer', 'Erstattung nach Widerruf', "id", 'migration', "created_at"
  FROM "withdrawals" WHERE "refunded_cents" > 0 AND "order_id" IS NOT NULL;--> statement-breakpoint
UPDATE "withdrawals" SET "state" = 'settled' WHERE "state" = 'refunded';--> statement-breakpoint
-- What each order owes and holds, by the rules of domain/ledger.ts `balance`.
CREATE VIEW "order_balances" AS
  SELECT o."id" AS "order_id",
    coalesce(d."invoiced", false) AS "invoiced",
    (CASE WHEN coalesce(d."invoiced", false) THEN d."total" WHEN o."status" = 'cancelled' THEN 0 ELSE o."total_cents" END)::int AS "owed_cents",
    coalesce(m."paid", 0)::int AS "paid_cents",
    coalesce(m."refunded", 0)::int AS "refunded_cents",
    ((CASE WHEN coalesce(d."invoiced", false) THEN d."total" WHEN o."status" = 'cancelled' THEN 0 ELSE o."total_cents" END)
      - coalesce(m."paid", 0) + coalesce(m."refunded", 0))::int AS "open_cents"
  FROM "orders" o
  LEFT JOIN (
    SELECT "order_id", bool_or("kind" = 'invoice') AS "invoiced", sum("total_cents") AS "total"
    FROM "invoices" GROUP BY "order_id"
  ) d ON d."order_id" = o."id"
  LEFT JOIN (
    SELECT "order_id",
      sum(CASE WHEN "kind" = 'payment' THEN (CASE WHEN "reverses_id" IS NULL THEN "amount_cents" ELSE -"amount_cents" END) ELSE 0 END) AS "paid",
      sum(CASE WHEN "kind" = 'refund' THEN (CASE WHEN "reverses_id" IS NULL THEN "amount_cents" ELSE -"amount_cents" END) ELSE 0 END) AS "refunded"
    FROM "order_payments" GROUP BY "order_id"
  ) m ON m."order_id" = o."id";

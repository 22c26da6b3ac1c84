CREATE TABLE "provider_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"withdrawal_id" uuid,
	"actor" text NOT NULL,
	"provider_ref" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"entry_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "provider_refunds_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "provider_refunds_amount_positive" CHECK ("provider_refunds"."amount_cents" > 0),
	CONSTRAINT "provider_refunds_state_known" CHECK ("provider_refunds"."state" in ('pending', 'posted', 'voided')),
	CONSTRAINT "provider_refunds_posted_has_entry" CHECK (("provider_refunds"."state" = 'posted') = ("provider_refunds"."entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_reverses_id_order_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_shipments" DROP CONSTRAINT "order_shipments_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "idempotency_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_refunds" ADD CONSTRAINT "provider_refunds_entry_id_order_payments_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."order_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_refunds_order_idx" ON "provider_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_refunds_pending_idx" ON "provider_refunds" USING btree ("created_at") WHERE "provider_refunds"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_entry_key" UNIQUE("id","order_id","kind","amount_cents");--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_reverses_same_entry_fk" FOREIGN KEY ("reverses_id","order_id","kind","amount_cents") REFERENCES "public"."order_payments"("id","order_id","kind","amount_cents") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- order_payments_kind_known: added by hand in 0013, now declared in server/db/schema.ts (no change here).
-- The journals are append-only (#44, GoBD): the database refuses to change or delete a row, whatever
-- the code asks. A correction is a new row (a reversal, a replacing parcel, a cancellation invoice).
CREATE FUNCTION "journal_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_payments_append_only" BEFORE UPDATE OR DELETE ON "order_payments" FOR EACH ROW EXECUTE FUNCTION "journal_append_only"();--> statement-breakpoint
CREATE TRIGGER "invoices_append_only" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "journal_append_only"();--> statement-breakpoint
CREATE TRIGGER "order_shipments_append_only" BEFORE UPDATE OR DELETE ON "order_shipments" FOR EACH ROW EXECUTE FUNCTION "journal_append_only"();--> statement-breakpoint
CREATE TRIGGER "stock_journal_append_only" BEFORE UPDATE OR DELETE ON "stock_journal" FOR EACH ROW EXECUTE FUNCTION "journal_append_only"();--> statement-breakpoint
-- A refund asked of a provider changes once, from pending to posted or voided (its provider's id may be
-- learnt while it is pending); what was asked (order, amount, reason, who) never changes.
CREATE FUNCTION "provider_refunds_settle_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'provider_refunds is append-only: DELETE refused' USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD."state" <> 'pending'
    OR NEW."id" <> OLD."id" OR NEW."order_id" <> OLD."order_id" OR NEW."amount_cents" <> OLD."amount_cents"
    OR NEW."reason" <> OLD."reason" OR NEW."withdrawal_id" IS DISTINCT FROM OLD."withdrawal_id"
    OR NEW."actor" <> OLD."actor" OR NEW."created_at" <> OLD."created_at"
    OR (OLD."provider_ref" IS NOT NULL AND NEW."provider_ref" IS DISTINCT FROM OLD."provider_ref") THEN
    RAISE EXCEPTION 'provider_refunds: only a pending refund settles, once' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "provider_refunds_settle_once" BEFORE UPDATE OR DELETE ON "provider_refunds" FOR EACH ROW EXECUTE FUNCTION "provider_refunds_settle_once"();--> statement-breakpoint
-- The balance view learns the refunds still pending at a provider (domain/ledger.ts `balance`).
CREATE OR REPLACE VIEW "order_balances" AS
  SELECT o."id" AS "order_id",
    coalesce(d."invoiced", false) AS "invoiced",
    (CASE WHEN coalesce(d."invoiced", false) THEN d."total" WHEN o."status" = 'cancelled' THEN 0 ELSE o."total_cents" END)::int AS "owed_cents",
    coalesce(m."paid", 0)::int AS "paid_cents",
    coalesce(m."refunded", 0)::int AS "refunded_cents",
    ((CASE WHEN coalesce(d."invoiced", false) THEN d."total" WHEN o."status" = 'cancelled' THEN 0 ELSE o."total_cents" END)
      - coalesce(m."paid", 0) + coalesce(m."refunded", 0))::int AS "open_cents",
    coalesce(r."pending", 0)::int AS "pending_refund_cents"
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
  ) m ON m."order_id" = o."id"
  LEFT JOIN (
    SELECT "order_id", sum("amount_cents") AS "pending" FROM "provider_refunds" WHERE "state" = 'pending' GROUP BY "order_id"
  ) r ON r."order_id" = o."id";

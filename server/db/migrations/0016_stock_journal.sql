CREATE TABLE "stock_journal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plant_id" text NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_journal_delta_nonzero" CHECK ("stock_journal"."delta" <> 0),
	CONSTRAINT "stock_journal_reason_known" CHECK ("stock_journal"."reason" in ('sale', 'cancellation', 'return', 'import', 'correction'))
);
--> statement-breakpoint
CREATE INDEX "stock_journal_plant_idx" ON "stock_journal" USING btree ("plant_id","at");
ALTER TABLE "online_payments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "released_by" text;--> statement-breakpoint
ALTER TABLE "stock_journal" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "stock_journal" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "stock_journal" ADD CONSTRAINT "stock_journal_correction_reason_known" CHECK ("stock_journal"."correction_reason" is null or "stock_journal"."correction_reason" in ('delivery', 'stocktake', 'dried', 'damaged', 'other'));
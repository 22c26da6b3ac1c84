ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_consistent";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_wrap_nonnegative" CHECK ("orders"."gift_wrap_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_consistent" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents" + "orders"."gift_wrap_cents" - "orders"."discount_cents");
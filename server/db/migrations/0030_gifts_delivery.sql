ALTER TABLE "orders" ADD COLUMN "delivery_kind" text DEFAULT 'address' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "post_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "station_number" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_complete" CHECK ("orders"."delivery_kind" = 'address' or ("orders"."post_number" is not null and "orders"."station_number" is not null and "orders"."billing_address" is not null));
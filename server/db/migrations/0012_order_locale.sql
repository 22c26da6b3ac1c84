ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "locale" text DEFAULT 'de' NOT NULL;
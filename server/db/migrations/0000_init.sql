CREATE TABLE "plants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"botanical_name" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"light_level" text DEFAULT 'medium' NOT NULL,
	"water_level" text DEFAULT 'medium' NOT NULL,
	"pet_friendly" boolean DEFAULT false NOT NULL,
	"popularity" text,
	"popularity_score" integer DEFAULT 0 NOT NULL,
	"size" text DEFAULT 'medium' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"height" text,
	"pot_diameter" text,
	"maturity" text,
	"weight" text,
	"water_tips" text,
	"light_tips" text,
	"temperature_tips" text,
	"humidity_tips" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"shopify_product_id" text,
	"shopify_variant_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plants_price_nonnegative" CHECK ("plants"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "plants_position_idx" ON "plants" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "plants_price_idx" ON "plants" USING btree ("price_cents");
-- Search at scale: substring search (ILIKE '%…%') through pg_trgm trigram indexes, filters and sorts
-- through btree indexes. Runs on PostgreSQL 15+ and PGlite (which loads the pg_trgm extension itself).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE, so an index on it needs this IMMUTABLE wrapper (text[] output does not
-- depend on any setting). The header search narrows by it, then checks each category exactly.
CREATE OR REPLACE FUNCTION plants_categories_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT pg_catalog.array_to_string($1, E'\n') $$;--> statement-breakpoint
DROP INDEX "plants_price_idx";--> statement-breakpoint
CREATE INDEX "plants_name_idx" ON "plants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "plants_popularity_idx" ON "plants" USING btree ("popularity_score" DESC NULLS FIRST,"position","id");--> statement-breakpoint
CREATE INDEX "plants_light_idx" ON "plants" USING btree ("light_level","position","id");--> statement-breakpoint
CREATE INDEX "plants_water_idx" ON "plants" USING btree ("water_level","position","id");--> statement-breakpoint
CREATE INDEX "plants_pet_friendly_idx" ON "plants" USING btree ("position","id") WHERE "plants"."pet_friendly";--> statement-breakpoint
CREATE INDEX "plants_categories_idx" ON "plants" USING gin ("categories") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plants_name_trgm_idx" ON "plants" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plants_botanical_name_trgm_idx" ON "plants" USING gin ("botanical_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plants_categories_trgm_idx" ON "plants" USING gin (plants_categories_text("categories") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plants_price_idx" ON "plants" USING btree ("price_cents","name");
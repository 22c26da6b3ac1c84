ALTER TABLE "plants" ADD COLUMN "name_en" text;--> statement-breakpoint
CREATE INDEX "plants_name_en_sort_idx" ON "plants" USING btree (coalesce("name_en", "name"));--> statement-breakpoint
CREATE INDEX "plants_name_en_trgm_idx" ON "plants" USING gin ("name_en" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- English names for the shipped plants of a shop from before #32, while their German name is still ours
-- (a merchant's renamed plant waits for the merchant's own English name). Once: a name removed later stays so.
UPDATE "plants" p SET "name_en" = v."name_en"
  FROM (VALUES
  ('monstera-deliciosa', 'Monstera Deliciosa', 'Monstera Deliciosa'),
  ('peace-lily', 'Einblatt (Friedenslilie)', 'Peace Lily'),
  ('snake-plant', 'Bogenhanf', 'Snake Plant'),
  ('fiddle-leaf-fig', 'Geigenfeige', 'Fiddle-Leaf Fig'),
  ('zz-plant', 'Glücksfeder (ZZ-Pflanze)', 'ZZ Plant'),
  ('pothos', 'Efeutute', 'Pothos'),
  ('calathea-orbifolia', 'Calathea Orbifolia', 'Calathea Orbifolia'),
  ('spider-plant', 'Grünlilie', 'Spider Plant')
  ) AS v("id", "name", "name_en")
  WHERE p."id" = v."id" AND p."name" = v."name" AND p."name_en" IS NULL;
